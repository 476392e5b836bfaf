import { css, html, nothing, svg } from 'lit';
import { state } from 'lit/decorators.js';
import type { BiggieBillsLogEntry } from '../../src/biggie-bills/types.js';
import type { BiggieBillsView } from '../../src/biggie-bills/view.js';
import type { LogEntry } from '../../src/core/types.js';
import { TablePiece } from '../internal/pieces/table-piece.js';
import { tokens } from '../internal/element/tokens.js';
import { money } from './words.js';
import type { BiggieBillsWords } from './messages.js';

/** Every team's cash over a game, from the log's `pay` entries. */
export interface CashHistory {
  /** Cash per team ($M) at the start and after each turn: `turns[k][seat]`. */
  turns: number[][];
  /** The first turn of each cycle (an index into `turns`). */
  cycleStarts: { cycle: number; at: number }[];
  /** Cash per team at the end of each cycle played (the last: when the game ended or now). */
  cycleEnds: number[][];
}

/** Replays the ledger: the log's `pay` entries, in order, from everyone's starting cash. */
export function cashHistory(log: readonly LogEntry[], players: number, startingCash: number): CashHistory {
  const cash = Array<number>(players).fill(startingCash);
  const history: CashHistory = { turns: [[...cash]], cycleStarts: [], cycleEnds: [] };
  let turnsSeen = 0;
  for (const raw of log) {
    const entry = raw as BiggieBillsLogEntry;
    if (entry.type === 'pay') {
      if (entry.payer !== 'bank') cash[entry.payer]! -= entry.amount;
      if (entry.payee !== 'bank') cash[entry.payee]! += entry.amount;
    } else if (entry.type === 'turn') {
      // A turn begins: the previous one (and any settlement since) is over.
      if (turnsSeen++ > 0) history.turns.push([...cash]);
    } else if (entry.type === 'cycle') {
      if (entry.cycle > 1) history.cycleEnds.push([...cash]);
      history.cycleStarts.push({ cycle: entry.cycle, at: turnsSeen });
    }
  }
  history.turns.push([...cash]);
  history.cycleEnds.push([...cash]);
  return history;
}

/** A round step for about four gridlines up to `max`. */
function niceStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
}

/** Line dashes and marker shapes: a team is told apart by them, not by its colour alone. */
const DASHES = ['', '8 4', '2 3', '10 3 2 3', '5 5', '1 4', '12 3 3 3 3 3', '3 2'];
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'down', 'plus', 'cross', 'ring'] as const;

/** Team `seat`'s marker at (x, y): filled shapes, or open ones (plus, cross, ring). */
function marker(seat: number, x: number, y: number, r = 4.5) {
  const shape = SHAPES[seat % SHAPES.length]!;
  const circle = `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  const d = {
    circle, ring: circle,
    square: `M${x - r} ${y - r}h${2 * r}v${2 * r}h${-2 * r}z`,
    triangle: `M${x} ${y - r}L${x + r} ${y + r * 0.8}L${x - r} ${y + r * 0.8}z`,
    diamond: `M${x} ${y - r * 1.2}L${x + r} ${y}L${x} ${y + r * 1.2}L${x - r} ${y}z`,
    down: `M${x} ${y + r}L${x + r} ${y - r * 0.8}L${x - r} ${y - r * 0.8}z`,
    plus: `M${x - r} ${y}H${x + r}M${x} ${y - r}V${y + r}`,
    cross: `M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`,
  }[shape];
  return svg`<path class="marker ${shape === 'plus' || shape === 'cross' || shape === 'ring' ? 'open' : ''}" d=${d}></path>`;
}

/**
 * The end screen's chart: every team's cash over the turns, drawn as inline SVG from the ledger
 * (the log's `pay` entries). Teams differ by dash and marker as well as colour. Each line ends, with
 * its marker, at its true last value; only the labels move apart so they never overlap, each joined
 * to its line's end by a thin leader line. A visually hidden table gives the cash at the end of each
 * cycle.
 * @tagname biggie-bills-chart
 * @csspart chart - The figure.
 */
export class BiggieBillsChart extends TablePiece<BiggieBillsView, BiggieBillsWords> {
  static override styles = [tokens, css`
    :host {
      display: block;
      color: var(--_text);
      --_c0: #1f5fbf; --_c1: #b5470b; --_c2: #13803b; --_c3: #7d2ec4;
      --_c4: #b42323; --_c5: #0b7285; --_c6: #8a6500; --_c7: #b3196b;
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --_c0: #7fb0ff; --_c1: #ff9a5c; --_c2: #5fd38a; --_c3: #c99bff;
        --_c4: #ff7b7b; --_c5: #4fd3e6; --_c6: #f2c94c; --_c7: #ff86c2;
      }
    }
    figure { display: grid; gap: 4px; margin: 0; }
    figcaption { display: grid; gap: 2px; }
    .title { font-weight: 700; }
    .note { font-size: 0.85em; color: var(--_muted); }
    svg { display: block; width: 100%; height: auto; overflow: visible; font-size: 12px; }
    .grid { stroke: currentColor; stroke-opacity: 0.15; }
    .axis { fill: currentColor; fill-opacity: 0.8; }
    .target { stroke: currentColor; stroke-opacity: 0.6; stroke-dasharray: 2 4; }
    .line { fill: none; stroke: var(--_c); stroke-width: 2.5; stroke-linejoin: round; }
    .leader { stroke: currentColor; stroke-opacity: 0.55; stroke-width: 1; stroke-dasharray: 1 2; }
    .marker { fill: var(--_c); stroke: var(--_c); stroke-width: 2; }
    .marker.open { fill: var(--_surface); }
    .label { fill: currentColor; font-weight: 600; }
    .key-below { display: flex; flex-wrap: wrap; gap: 2px 14px; margin: 0; padding: 0; list-style: none; font-size: 0.9em; font-weight: 600; }
    .key-below li { display: flex; align-items: center; gap: 4px; }
    .key-below svg { display: inline; width: 36px; overflow: visible; }
    .s0 { --_c: var(--_c0); } .s1 { --_c: var(--_c1); } .s2 { --_c: var(--_c2); } .s3 { --_c: var(--_c3); }
    .s4 { --_c: var(--_c4); } .s5 { --_c: var(--_c5); } .s6 { --_c: var(--_c6); } .s7 { --_c: var(--_c7); }
  `];

  /** The table's state; its translator has BiggieBills' words (the table built it with them). */
  /**
   * The chart's drawing width: its width in CSS px divided by how much larger than 16px the
   * surrounding type is (the moderator view's large type), so its text keeps the size of the text
   * around it on any screen.
   */
  @state() private width = 600;
  /** Made when the chart is put on a page (no DOM object at construction, which also runs on a server). */
  private resize: ResizeObserver | null = null;
  private readonly resized = ([entry]: ResizeObserverEntry[]) => {
    // Up to 5: a 4K projector's type (about 60px) keeps the chart's text as large.
    const zoom = Math.min(5, Math.max(1, parseFloat(getComputedStyle(this).fontSize) / 16));
    const width = Math.round((entry?.contentRect.width ?? 0) / zoom);
    // Next frame: redrawing changes the chart's height, which must not re-enter this observer's loop.
    if (width > 0 && Math.abs(width - this.width) > 4) requestAnimationFrame(() => { this.width = Math.max(280, width); });
  };

  override connectedCallback(): void {
    super.connectedCallback();
    (this.resize ??= new ResizeObserver(this.resized)).observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize?.disconnect();
  }

  override render() {
    const view = this.view;
    if (!this.table || !view) return nothing;
    const { t, names } = this.table;
    const history = cashHistory(view.log, view.players, view.startingCash);
    const seats = Array.from({ length: view.players }, (_, s) => s);
    const turns = history.turns.length - 1;
    const top = Math.max(view.target, ...history.turns.flat());
    const step = niceStep(top);
    const yMax = Math.ceil(top / step) * step;
    const [w, h] = [this.width, Math.round(Math.min(340, Math.max(220, this.width * 0.5)))];
    // Narrow: a key under the chart instead of labels beside the line ends, which would not fit.
    const keyBelow = w < 460;
    const pad = { left: 58, right: keyBelow ? 14 : Math.min(160, w * 0.36), top: 14, bottom: 34 };
    const x = (turn: number) => pad.left + (turns === 0 ? 0 : (turn / turns) * (w - pad.left - pad.right));
    const y = (cash: number) => pad.top + (1 - Math.max(0, cash) / yMax) * (h - pad.top - pad.bottom);
    const gridlines = Array.from({ length: Math.round(yMax / step) + 1 }, (_, i) => i * step);
    // End labels: beside each line's last value, pushed apart so they never overlap. Only the labels
    // move: the lines and their end markers stay at the true values, and a leader line joins each.
    const labels = seats.map((seat) => ({ seat, y: y(history.turns[turns]![seat]!) })).sort((a, b) => a.y - b.y);
    labels.forEach((label, i) => { if (i > 0) label.y = Math.max(label.y, labels[i - 1]!.y + 15); });
    const overflow = labels.length > 0 ? labels.at(-1)!.y - (h - pad.bottom) : 0;
    if (overflow > 0) labels.forEach((label) => { label.y -= overflow; });
    const short = (name: string) => (name.length > 12 ? `${name.slice(0, 11)}…` : name);
    // Cycle ticks: "Cycle 2" where they have room, else "C2" (the axis title says what C means).
    const gaps = history.cycleStarts.slice(1).map((c, i) => x(c.at) - x(history.cycleStarts[i]!.at));
    const long = gaps.every((gap) => gap >= 64);
    const tick = (cycle: number) => t(long ? 'cycleTickLong' : 'cycleTick', { n: cycle });
    const end = x(turns);
    return html`<figure part="chart">
      <figcaption><span class="title" id="chart-title">${t('chart')}</span><span class="note" id="chart-note">${t(keyBelow ? 'chartNoteKey' : 'chartNote')}</span></figcaption>
      <svg viewBox="0 0 ${w} ${h}" width=${w} height=${h} role="img" aria-labelledby="chart-title chart-note">
        ${gridlines.map((cash) => svg`<line class="grid" x1=${pad.left} x2=${w - pad.right} y1=${y(cash)} y2=${y(cash)}></line>
          <text class="axis" x=${pad.left - 6} y=${y(cash) + 4} text-anchor="end">${money(cash, t)}</text>`)}
        <line class="target" x1=${pad.left} x2=${w - pad.right} y1=${y(view.target)} y2=${y(view.target)}></line>
        <text class="axis" x=${pad.left + 4} y=${y(view.target) - 5}>${t('targetLine')} ${money(view.target, t)}</text>
        ${history.cycleStarts.map(({ cycle, at }) => svg`<text class="axis tick" x=${x(at)} y=${h - pad.bottom + 15} text-anchor="middle">${tick(cycle)}</text>`)}
        <text class="axis" x=${(pad.left + w - pad.right) / 2} y=${h - 4} text-anchor="middle">${t(long ? 'turns' : 'turnsShort')}</text>
        ${seats.map((seat) => {
          const points = history.turns.map((cash, turn) => `${x(turn).toFixed(1)},${y(cash[seat]!).toFixed(1)}`).join(' ');
          const marks = history.cycleStarts.map((c) => c.at).filter((at) => at > 0 && at < turns);
          return svg`<g class="s${seat % 8}" data-seat=${seat}>
            <polyline class="line" points=${points} stroke-dasharray=${DASHES[seat % DASHES.length]!}></polyline>
            ${marks.map((turn) => marker(seat, x(turn), y(history.turns[turn]![seat]!)))}
            <g class="end">${marker(seat, end, y(history.turns[turns]![seat]!))}</g>
          </g>`;
        })}
        ${keyBelow ? nothing : labels.map(({ seat, y: labelY }) => svg`<g class="s${seat % 8}" data-seat=${seat}>
          <line class="leader" x1=${end + 6} y1=${y(history.turns[turns]![seat]!)} x2=${w - pad.right + 14} y2=${labelY}></line>
          <g class="key">${marker(seat, w - pad.right + 20, labelY, 3.5)}</g>
          <text class="label" x=${w - pad.right + 28} y=${labelY + 4}>${short(names[seat]!)} ${money(history.turns[turns]![seat]!, t)}</text>
        </g>`)}
      </svg>
      ${keyBelow ? html`<ul class="key-below">${labels.map(({ seat }) => html`<li class="s${seat % 8}">
        <svg viewBox="0 0 36 12" width="36" height="12" aria-hidden="true"><line class="line" x1="0" x2="36" y1="6" y2="6" stroke-dasharray=${DASHES[seat % DASHES.length]!}></line>${marker(seat, 18, 6, 3.5)}</svg>
        ${names[seat]} ${money(history.turns[turns]![seat]!, t)}</li>`)}</ul>` : nothing}
      <div class="sr-only"><table>
        <caption>${t('chartTable')}</caption>
        <thead><tr><th scope="col">${t('name')}</th><th scope="col">${t('startCol')}</th>
          ${history.cycleEnds.map((_, i) => html`<th scope="col">${t('cycleN', { n: i + 1 })}</th>`)}</tr></thead>
        <tbody>${seats.map((seat) => html`<tr><th scope="row">${names[seat]}</th><td>${money(view.startingCash, t)}</td>
          ${history.cycleEnds.map((cash) => html`<td>${money(cash[seat]!, t)}</td>`)}</tr>`)}</tbody>
      </table></div>
    </figure>`;
  }
}
