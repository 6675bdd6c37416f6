/** UI primitives shared by the web app and the extension, styled with the design tokens (web/src/styles/tokens.css). */
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './card';
export { Badge, type BadgeVariant } from './badge';
export { Dialog, type DialogProps } from './dialog';
export { Tooltip, TooltipProvider, type TooltipProps } from './tooltip';
export { Collapsible, type CollapsibleProps } from './collapsible';
export { Slider, type SliderProps } from './slider';
export { Progress, type ProgressProps } from './progress';
export { Textarea } from './textarea';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Switch, type SwitchProps } from './switch';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { Avatar, type AvatarProps } from './avatar';
export { DropdownMenu, type DropdownMenuProps, type MenuEntry } from './dropdown-menu';
export { useFocusTrap, focusableIn, type FocusTrapOptions } from './focus-trap';
export { CloseIcon, ChevronDownIcon, CheckIcon } from './icons';
export { cx } from './cx';
export { LoadBoundary, type LoadBoundaryProps } from './load-boundary';
