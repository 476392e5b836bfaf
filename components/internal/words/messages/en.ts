import type { Catalog } from '../catalog.js';

/** The words every table uses, in English: these ids and placeholders are the shared pieces' (seat, log, hand-over, game over, controls). */
export default {
  you: 'You',
  /** "You" where it is not the first word of a sentence. */
  youInSentence: 'you',
  player: 'Player {n}',
  seats: 'Players',
  cards: '{n} cards',
  card1: '1 card',
  log: 'Game log',
  handoverTitle: 'Pass the device to {name}',
  handoverText: 'Everyone else, please look away. {name}, your cards stay hidden until you are ready.',
  handoverButton: 'I’m {name}: show my cards',
  gameOver: 'Game over',
  wins: 'the winner is {name}!',
  announceOver: 'Game over: the winner is {name}.',
  announceShared: 'Game over: shared victory for {names}.',
  share: 'shared victory for {names}!',
  place: 'Place',
  standings: 'Standings',
  name: 'Player',
  /** The results' download buttons (under the game-over panel's standings). */
  score: 'Score',
  resultsFiles: 'Results to keep',
  downloadResults: 'Download results (CSV)',
  downloadLedger: 'Ledger (CSV)',
  downloadLog: 'Log (JSON)',
  printResults: 'Print',
  playAgain: 'Play again',
  errorTitle: 'This game cannot start',
  newGame: 'New game',
  resumed: 'Resumed the saved game.',
  savedGameLost: 'The saved game could not be restored, so a new game has started.',
  botsUnavailable: 'The computer players could not load. Trying again…',
  botTag: 'bot',
  awayTag: 'away',
  /** After "away": the grace left, counted down, before a bot plays the seat of a person who dropped out (online). */
  botInTag: 'a bot plays in {s} s',
  yourHand: 'Your hand, {cards}',
  listSep: ', ',
  sentenceSep: ' ',
  resultHeading: '{over}: {result}',
  howTo: 'How to play',
  actingNow: 'acting now',
  /** On a phone (BiggieBills), the list of this screen's own seat, shown first, and of the others, after the board. */
  yourSeat: 'Your seat',
  otherSeats: 'The others',
  /** The notice that stays in view (table-notices.ts): the host paused an online game. */
  noticePaused: 'Paused by the host',
  /** The notice that stays in view: the connection to the game server dropped and the table is reconnecting. */
  noticeReconnecting: 'Connection lost — reconnecting',
  /** The notice that stays in view: the host gave this screen's team seat to another device or a bot (online problem `seat-released`). */
  noticeSeatReleased: 'Watching: the host gave your seat away',
  /** The notice that stays in view: this screen's seat is asked to act. */
  noticeYourTurn: 'Your turn',
  /** The button of "Your turn": scrolls to this screen's hand and actions. */
  showHand: 'Show my hand',
} as const satisfies Catalog;
