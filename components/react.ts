/**
 * `bluffhouse/react`: React components for the three tables, made by `@lit/react`'s
 * `createComponent` (for React 18 and 19; React 19 can also use the tags themselves, typed by
 * `bluffhouse/jsx/react`: docs/embedding.md, "In a framework"). Importing this module defines the
 * tags. Props are the element's properties (`players`, `bots`, `persistKey`…, set as properties)
 * and its events as `onGameStart`, `onGameMove`, `onGameOver` and `onGameError`, each typed with
 * that tag's own `detail` (its `<Class>EventMap`):
 *
 * ```tsx
 * <BluffingBillionairesTable players={4} onGameOver={(e) => console.log(e.detail.endedBy)} />
 * ```
 *
 * `react` is an optional peer dependency: only this module imports it.
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { BiggieBillsBoard as BiggieBillsBoardElement, type BiggieBillsBoardEventMap } from './biggie-bills-board.js';
import { BluffKingTable as BluffKingTableElement, type BluffKingTableEventMap } from './bluff-king-table.js';
import { BluffingBillionairesTable as BluffingBillionairesTableElement, type BluffingBillionairesTableEventMap } from './bluffing-billionaires-table.js';

/** The events every table fires, by name, each with the event type of the table's map `Map`. */
interface TableEventMap {
  'game-start': Event;
  'game-move': Event;
  'game-over': Event;
  'game-error': Event;
}

/**
 * `tagName`'s element class as a React component named `displayName`, its events (`onGameStart`,
 * `onGameMove`, `onGameOver`, `onGameError`) typed by the table's event map `Map`.
 */
function tableComponent<Element extends HTMLElement, Map extends TableEventMap>(tagName: string, elementClass: new () => Element, displayName: string) {
  const events = {
    onGameStart: 'game-start' as EventName<Map['game-start']>,
    onGameMove: 'game-move' as EventName<Map['game-move']>,
    onGameOver: 'game-over' as EventName<Map['game-over']>,
    onGameError: 'game-error' as EventName<Map['game-error']>,
  };
  return createComponent({ react: React, tagName, elementClass, events, displayName });
}

/** `<bluff-king-table>` as a React component. */
export const BluffKingTable = tableComponent<BluffKingTableElement, BluffKingTableEventMap>('bluff-king-table', BluffKingTableElement, 'BluffKingTable');

/** `<bluffing-billionaires-table>` as a React component. */
export const BluffingBillionairesTable = tableComponent<BluffingBillionairesTableElement, BluffingBillionairesTableEventMap>('bluffing-billionaires-table', BluffingBillionairesTableElement, 'BluffingBillionairesTable');

/** `<biggie-bills-board>` as a React component. */
export const BiggieBillsBoard = tableComponent<BiggieBillsBoardElement, BiggieBillsBoardEventMap>('biggie-bills-board', BiggieBillsBoardElement, 'BiggieBillsBoard');
