/**
 * The tone studio's page: a self-contained HTML document (inline style and
 * script under a nonce, no external resources) that shows the tone
 * parameters of its query and plays their melody with Web Audio.
 */
import { emotionalBand, formatTone, toneColour, toneToFrequency } from '@tonelens/core';
import { melodyOf } from './melody';

/** The page's query parameters as received (strings or absent). */
export interface StudioQuery {
  tone?: string;
  frequency?: string;
  text?: string;
  lyrics?: string;
}

/** What the page shows: tone 0..1, frequency in Hz, text, lyrics, and a note when the query was incomplete. */
export interface StudioView {
  tone: number;
  frequency: number;
  text: string;
  lyrics: string;
  notice?: string;
}

/** Tone shown when the query has none (the centre of the scale). */
export const NEUTRAL_TONE = 0.5;

/**
 * Reads the query: tone 0..1 (else the neutral tone, with a notice), frequency
 * in Hz above 0 (else the tone's own, 220 + 660·tone), text and lyrics (each
 * standing in for the other when only one is given).
 */
export function studioView(query: StudioQuery): StudioView {
  const toneNumber = query.tone === undefined || query.tone.trim() === '' ? NaN : Number(query.tone);
  const toneValid = Number.isFinite(toneNumber) && toneNumber >= 0 && toneNumber <= 1;
  const tone = toneValid ? toneNumber : NEUTRAL_TONE;
  const frequencyNumber =
    query.frequency === undefined || query.frequency.trim() === '' ? NaN : Number(query.frequency);
  const frequencyValid = Number.isFinite(frequencyNumber) && frequencyNumber > 0;
  const text = query.text ?? query.lyrics ?? '';
  const lyrics = query.lyrics ?? query.text ?? '';
  let notice: string | undefined;
  if (!toneValid) {
    notice =
      query.tone === undefined
        ? 'No tone was sent: playing the neutral tone. Open the studio from ToneLens to hear your own text.'
        : `“${query.tone}” is not a tone between 0 and 1: playing the neutral tone instead.`;
  } else if (query.frequency !== undefined && !frequencyValid) {
    notice = `“${query.frequency}” is not a frequency above 0 Hz: using the tone’s own frequency.`;
  }
  return { tone, frequency: frequencyValid ? frequencyNumber : toneToFrequency(tone), text, lyrics, notice };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element (no "</script>", no HTML comment openers, no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function formatHz(hz: number): string {
  return Number.isInteger(hz) ? String(hz) : hz.toFixed(1);
}

/** Renders the page for `view`; `nonce` must be the one the response's Content-Security-Policy allows. */
export function renderStudioPage(view: StudioView, nonce: string): string {
  const band = emotionalBand(view.tone);
  const colour = toneColour(view.tone);
  const melody = melodyOf({ tone: view.tone, frequency: view.frequency, text: view.text || undefined });
  const data = {
    tone: view.tone,
    frequency: view.frequency,
    text: view.text,
    brightness: melody.brightness,
    lengthS: melody.lengthS,
    notes: melody.notes.map((n) => ({
      f: n.frequencyHz,
      t: n.startS,
      d: n.durationS,
      v: n.value,
      c: toneColour(n.value).hsl,
    })),
  };
  const lyricsDiffer = view.lyrics !== '' && view.lyrics !== view.text;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>ToneLens Tone Studio — ${escapeHtml(formatTone(view.tone))} · ${escapeHtml(formatHz(view.frequency))} Hz</title>
<style nonce="${nonce}">
:root { --tone: ${colour.hsl}; --bg: #0f1020; --card: #181a2e; --line: #2a2d4a; --ink: #eceefb; --muted: #a3a7c7; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
  background: radial-gradient(60rem 30rem at 85% -10%, color-mix(in srgb, var(--tone) 35%, transparent), transparent), var(--bg); }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1.25rem 2rem; }
header { display: flex; align-items: center; gap: .9rem; margin-bottom: 1.25rem; }
.orb { width: 2.75rem; height: 2.75rem; border-radius: 50%; flex: none;
  background: radial-gradient(circle at 35% 30%, #fff8, var(--tone) 55%, color-mix(in srgb, var(--tone) 50%, #000)); box-shadow: 0 0 1.5rem var(--tone); }
h1 { font-size: 1.3rem; margin: 0; letter-spacing: .01em; }
header p { margin: 0; color: var(--muted); font-size: .9rem; }
.notice { border: 1px solid #b7791f; background: #b7791f22; border-radius: .6rem; padding: .6rem .8rem; margin-bottom: 1rem; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); gap: .75rem; margin-bottom: 1rem; }
.stat { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: .7rem .9rem; }
.stat dt { color: var(--muted); font-size: .75rem; text-transform: uppercase; letter-spacing: .08em; }
.stat dd { margin: .15rem 0 0; font-size: 1.35rem; font-weight: 650; font-variant-numeric: tabular-nums; }
.stat dd small { display: block; font-size: .8rem; font-weight: 400; color: var(--muted); }
.card { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: .9rem 1rem; margin-bottom: 1rem; }
.card h2 { margin: 0 0 .4rem; font-size: .75rem; color: var(--muted); text-transform: uppercase; letter-spacing: .08em; font-weight: 600; }
.card p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 8.5rem; overflow: auto; }
.empty { color: var(--muted); font-style: italic; }
#roll { display: flex; align-items: flex-end; gap: 3px; height: 7rem; padding-top: .25rem; }
#roll span { flex: 1; border-radius: 3px 3px 1px 1px; opacity: .55; transition: opacity .15s, transform .15s; transform-origin: bottom; }
#roll span.rest { opacity: .15; }
#roll span.on { opacity: 1; transform: scaleY(1.08); box-shadow: 0 0 .8rem currentColor; }
.actions { display: flex; flex-wrap: wrap; gap: .6rem; align-items: center; }
button { font: inherit; font-weight: 600; border-radius: .6rem; padding: .55rem 1.1rem; cursor: pointer; border: 1px solid var(--line); color: var(--ink); background: #23264180; }
button.primary { background: var(--tone); border-color: transparent; color: #111; }
button:disabled { opacity: .45; cursor: default; }
button:focus-visible { outline: 2px solid var(--ink); outline-offset: 2px; }
#status { color: var(--muted); font-size: .9rem; min-height: 1.4em; margin: .6rem 0 0; }
audio { width: 100%; margin-top: .6rem; }
a { color: var(--tone); }
@media (prefers-color-scheme: light) {
  :root { --bg: #f6f6fb; --card: #fff; --line: #dfe1ee; --ink: #171933; --muted: #5b5f80; }
  button { background: #eef0f8; }
}
</style>
</head>
<body>
<main>
<header>
  <div class="orb" aria-hidden="true"></div>
  <div><h1>ToneLens Tone Studio</h1><p>Your text’s emotional tone, played as a short melody.</p></div>
</header>
${view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : ''}
<dl class="stats">
  <div class="stat"><dt>Tone</dt><dd id="tone">${escapeHtml(formatTone(view.tone))}<small>spectral value</small></dd></div>
  <div class="stat"><dt>Frequency</dt><dd id="frequency">${escapeHtml(formatHz(view.frequency))} Hz<small>base pitch</small></dd></div>
  <div class="stat"><dt>Band</dt><dd id="band">${escapeHtml(band.name)}<small>${escapeHtml(band.meaning)}</small></dd></div>
  <div class="stat"><dt>Melody</dt><dd>${melody.notes.length} notes<small>${melody.lengthS.toFixed(1)} s</small></dd></div>
</dl>
<section class="card"><h2>Text</h2>${view.text ? `<p id="text">${escapeHtml(view.text)}</p>` : '<p id="text" class="empty">No text was sent; the melody follows the tone alone.</p>'}</section>
${lyricsDiffer ? `<section class="card"><h2>Lyrics</h2><p id="lyrics">${escapeHtml(view.lyrics)}</p></section>` : ''}
<section class="card" aria-label="Melody">
  <h2>Melody</h2>
  <div id="roll" aria-hidden="true"></div>
</section>
<div class="actions">
  <button id="play" class="primary" type="button">▶ Play</button>
  <button id="stop" type="button" disabled>■ Stop</button>
  <button id="render" type="button">Render WAV</button>
</div>
<p id="status" role="status" aria-live="polite"></p>
<div id="result"></div>
</main>
<script id="studio-data" type="application/json">${scriptJson(data)}</script>
<script nonce="${nonce}">
(() => {
  const data = JSON.parse(document.getElementById('studio-data').textContent);
  const roll = document.getElementById('roll');
  const play = document.getElementById('play');
  const stop = document.getElementById('stop');
  const render = document.getElementById('render');
  const status = document.getElementById('status');
  const top = Math.max(...data.notes.map((n) => n.v), 0.01);
  const bars = data.notes.map((n) => {
    const bar = document.createElement('span');
    bar.style.height = n.f === null ? '6%' : 12 + 88 * (n.v / top) + '%';
    bar.style.background = n.c;
    bar.style.color = n.c;
    if (n.f === null) bar.className = 'rest';
    roll.appendChild(bar);
    return bar;
  });
  let ctx = null;
  let timers = [];
  const AudioContextClass = window.AudioContext || window.webkitAudioContext;
  function finish(message) {
    timers.forEach(clearTimeout);
    timers = [];
    bars.forEach((b) => b.classList.remove('on'));
    if (ctx) ctx.close().catch(() => {});
    ctx = null;
    play.disabled = false;
    stop.disabled = true;
    status.textContent = message;
  }
  play.addEventListener('click', async () => {
    if (!AudioContextClass) {
      status.textContent = 'Audio playback is not supported in this browser.';
      return;
    }
    finish('');
    ctx = new AudioContextClass();
    await ctx.resume().catch(() => {});
    const start = ctx.currentTime + 0.05;
    const master = ctx.createGain();
    master.gain.value = 0.8;
    master.connect(ctx.destination);
    data.notes.forEach((n, i) => {
      if (n.f !== null) {
        const at = start + n.t;
        const ring = Math.min(n.d * 1.8, data.lengthS - n.t);
        const env = ctx.createGain();
        env.gain.setValueAtTime(0, at);
        env.gain.linearRampToValueAtTime(0.3, at + 0.02);
        env.gain.exponentialRampToValueAtTime(0.001, at + ring);
        env.connect(master);
        [[1, 1], [2, data.brightness * 0.5], [3, data.brightness * 0.25]].forEach(([ratio, gain]) => {
          if (n.f * ratio >= ctx.sampleRate / 2) return;
          const osc = ctx.createOscillator();
          const g = ctx.createGain();
          osc.frequency.value = n.f * ratio;
          g.gain.value = gain / 1.75;
          osc.connect(g).connect(env);
          osc.start(at);
          osc.stop(at + ring + 0.05);
        });
      }
      timers.push(setTimeout(() => {
        bars.forEach((b) => b.classList.remove('on'));
        bars[i].classList.add('on');
      }, (n.t + 0.05) * 1000));
    });
    timers.push(setTimeout(() => finish('Played ' + data.notes.length + ' notes.'), (data.lengthS + 0.1) * 1000));
    play.disabled = true;
    stop.disabled = false;
    status.textContent = 'Playing at ' + data.frequency + ' Hz…';
  });
  stop.addEventListener('click', () => finish('Stopped.'));
  render.addEventListener('click', async () => {
    render.disabled = true;
    status.textContent = 'Rendering…';
    try {
      const body = { tone: data.tone, frequency: data.frequency };
      if (data.text) body.text = data.text;
      const res = await fetch('api/generate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await res.json();
      if (!res.ok || !answer.success) throw new Error(answer.message || 'HTTP ' + res.status);
      const result = document.getElementById('result');
      result.textContent = '';
      const audio = document.createElement('audio');
      audio.controls = true;
      audio.src = answer.audioUrl;
      const link = document.createElement('a');
      link.href = answer.audioUrl;
      link.download = 'tonelens-' + data.tone.toFixed(3) + '.wav';
      link.textContent = 'Download the WAV';
      result.append(audio, link);
      status.textContent = 'Rendered.';
    } catch (error) {
      status.textContent = 'Could not render the WAV: ' + error.message;
    } finally {
      render.disabled = false;
    }
  });
})();
</script>
</body>
</html>
`;
}
