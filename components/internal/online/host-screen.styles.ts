/**
 * The host screen's look (host-screen.ts): read from the back of a room. Type is sized by the
 * viewport (a projector shows the page full screen): body text 2.75% of its height (about 30px at
 * 1920×1080, 59px at 3840×2160), never under 1rem; the join code 12% of its height.
 */
import { css } from 'lit';
import { tokens } from '../element/tokens.js';

export const hostScreenStyles = [tokens, css`
  :host {
    display: block;
    color: var(--_felt-text);
    font-size: max(1rem, min(2.75vh, 1.6vw));
    line-height: 1.3;
    --_host-gap: max(var(--_space), 1.6vh);
  }
  .join, .bar {
    padding: var(--_host-gap) calc(var(--_host-gap) * 1.5);
    border-radius: calc(var(--_radius) * 1.5);
    background: var(--_felt);
  }
  .join {
    display: grid;
    gap: var(--_host-gap) calc(var(--_host-gap) * 2);
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
  .main { display: grid; gap: var(--_host-gap); min-width: 0; }
  .qr { margin: 0; }
  .teams { min-width: 0; display: grid; gap: calc(var(--_host-gap) / 2); }
  .side { display: grid; gap: calc(var(--_host-gap) / 2); width: min(50vh, 36vw); }
  h2, h3 { margin: 0; font-size: 1.25em; }
  p { margin: 0; }
  .code-label { margin-top: calc(var(--_host-gap) / 2); }
  .code {
    font: 700 max(3rem, 12vh) / 1 ui-monospace, 'Cascadia Mono', Menlo, monospace;
    letter-spacing: 0.12em;
    margin: calc(var(--_host-gap) / 2) 0;
  }
  .address { overflow-wrap: anywhere; }
  .address strong { font-weight: 700; }
  .qr svg {
    display: block;
    width: min(50vh, 36vw);
    height: auto;
    aspect-ratio: 1;
    border-radius: var(--_radius);
  }
  .teams h3 { display: flex; gap: 0.5em; align-items: baseline; }
  .count { opacity: 0.85; }
  ul { margin: 0; padding: 0; list-style: none; }
  .teams ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5em), 1fr));
    gap: calc(var(--_host-gap) / 2);
  }
  .team {
    display: grid;
    align-content: start;
    padding: 0.3em 0.5em;
    border: max(2px, 0.08em) solid transparent;
    border-radius: var(--_radius);
    background: rgb(0 0 0 / 0.25);
  }
  .team.hostJoined { border-color: var(--_accent); background: rgb(0 0 0 / 0.4); }
  .team.hostWaiting .name { opacity: 0.85; }
  .name { font-weight: 700; overflow-wrap: anywhere; }
  .members { overflow-wrap: anywhere; }
  .hint { opacity: 0.9; }
  .settings {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2em 1.2em;
    margin: 0;
  }
  .settings div { display: flex; gap: 0.4em; }
  dt { opacity: 0.9; }
  dd { margin: 0; font-weight: 700; }
  .actions, .buttons { display: flex; flex-wrap: wrap; gap: calc(var(--_host-gap) / 2); }
  .actions .button { flex: 1 1 auto; }
  .actions [data-start] { flex-basis: 100%; font-size: 1.15em; }
  .button {
    min-height: 2em;
    padding: 0.25em 0.8em;
    border-radius: var(--_radius);
    border: max(2px, 0.08em) solid var(--_felt-text);
    background: rgb(0 0 0 / 0.3);
    color: var(--_felt-text);
  }
  .button.primary { border-color: var(--_accent); background: var(--_accent); color: var(--_accent-text); font-weight: 700; }
  .button.danger { border-color: var(--_danger); background: var(--_danger); color: #fff; }
  .button:hover { filter: brightness(1.1); }
  .bar { display: grid; gap: calc(var(--_host-gap) / 2); }
  .row { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--_host-gap) / 2) var(--_host-gap); }
  .row .buttons { margin-inline-start: auto; }
  .label { opacity: 0.9; }
  .bar-code { font-family: ui-monospace, 'Cascadia Mono', Menlo, monospace; letter-spacing: 0.08em; font-size: 1.2em; }
  .state { padding: 0.1em 0.6em; border-radius: var(--_radius); background: var(--_surface); color: var(--_text); }
  .state.paused { background: var(--_accent); color: var(--_accent-text); }
  .time strong { font-variant-numeric: tabular-nums; font-size: 1.2em; }
  .confirm {
    display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--_host-gap) / 2);
    padding: 0.4em 0.6em; border: 3px solid var(--_danger); border-radius: var(--_radius);
    background: var(--_surface); color: var(--_text);
  }
  .confirm .button { color: var(--_text); border-color: var(--_text); background: transparent; }
  .confirm .button.danger { color: #fff; border-color: var(--_danger); background: var(--_danger); }
  .manage {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 13em), 1fr));
    gap: calc(var(--_host-gap) / 2);
  }
  .manage[hidden], .join-panel[hidden] { display: none; }
  .join-panel {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_host-gap);
    padding: var(--_host-gap);
    border-radius: var(--_radius);
    background: rgb(0 0 0 / 0.3);
  }
  .join-panel > div { flex: 1 1 20em; min-width: 0; }
  .join-panel .code { font-size: max(3rem, 10vh); }
  .join-panel svg { width: min(42vh, 30vw); }
  .bar:focus { outline: none; }
  .manage .team { grid-template-columns: 1fr auto; column-gap: 0.5em; }
  .manage .team-actions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 0.3em; margin-top: 0.2em; }
  /* A narrow window (a laptop's side panel): one column. */
  @media (max-aspect-ratio: 1 / 1) {
    .join { grid-template-columns: minmax(0, 1fr); }
    .side { width: min(100%, 60vh); }
  }
`];
