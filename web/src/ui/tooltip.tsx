import {
  autoUpdate,
  flip,
  FloatingDelayGroup,
  FloatingPortal,
  offset,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_QUICK_WINDOW_MS } from '@tonelens/core';
import './tooltip.css';

/** Open after 700 ms, close at once. */
const DELAY = { open: TOOLTIP_OPEN_DELAY_MS, close: 0 } as const;

/**
 * Groups tooltips so that once one has opened, neighbours open at once for the
 * next 300 ms (spec analysis §4). Wrap the app (or a panel) in it once.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <FloatingDelayGroup delay={DELAY} timeoutMs={TOOLTIP_QUICK_WINDOW_MS}>
      {children}
    </FloatingDelayGroup>
  );
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one element that accepts a ref and event handlers (a Button, a span with tabIndex). */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A tooltip on hover and keyboard focus, described to assistive technology by
 * aria-describedby; opens after 700 ms (at once inside the quick window of a
 * {@link TooltipProvider}), closes on Escape.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  const group = useDelayGroup(context);
  // Outside a provider the group's delay is 0: keep the spec's 700 ms anyway.
  const delay = group.initialDelay === 0 ? DELAY : group.delay;
  const hover = useHover(context, { move: false, delay });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  if (!isValidElement(children)) return children;
  const trigger = cloneElement(children, getReferenceProps({ ...children.props, ref: refs.setReference }));
  return (
    <>
      {trigger}
      {open ? (
        <FloatingPortal>
          <div ref={refs.setFloating} className="tl-tooltip" style={floatingStyles} {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
