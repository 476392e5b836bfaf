import { industryCard, type Tables } from '../../src/biggie-bills/cards.js';
import type { BiggieBillsLogEntry, Party } from '../../src/biggie-bills/types.js';
import type { BiggieBillsView } from '../../src/biggie-bills/view.js';
import type { LogEntry } from '../../src/core/types.js';
import { cardName, industryEffect, industryName, money } from './words.js';
import { DECK_NAME, OUT_SENTENCE, OUT_STATUS, PAYMENT_WHY, WIN_REASON } from './message-ids.js';
import type { BiggieBillsTranslator } from './messages.js';

type Pay = Extract<BiggieBillsLogEntry, { type: 'pay' }>;

/** A payer or payee: a team's name or the bank. */
export const partyName = (party: Party, names: string[], t: BiggieBillsTranslator): string => (party === 'bank' ? t('bank') : names[party] ?? `#${party + 1}`);

/** What a payment is for ("cost of Market Research"). */
export function payWhy(entry: Pay, tables: Tables, t: BiggieBillsTranslator): string {
  const industry = entry.why === 'industry' && entry.card !== undefined ? industryCard(tables, entry.card) : undefined;
  const card = industry ? industryName(industry, t) : entry.card === undefined ? '' : cardName(tables, entry.card, t);
  return t(PAYMENT_WHY[entry.why], { card });
}

/** The winners, as the results heading says them. */
export function winnerText(winners: readonly number[], names: string[], t: BiggieBillsTranslator): string {
  const list = winners.map((s) => names[s]!);
  return list.length === 1 ? t('wins', { name: list[0]! }) : t('share', { names: list.join(t('listSep')) });
}

/** One sentence (or two) for a BiggieBills log entry: public facts only. */
export function describeEntry(raw: LogEntry, names: string[], t: BiggieBillsTranslator, tables: Tables): string {
  const entry = raw as BiggieBillsLogEntry;
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const card = (id: number) => cardName(tables, id, t);
  switch (entry.type) {
    case 'start': return t('start', { n: entry.players, cash: money(entry.startingCash, t), target: money(entry.target, t) });
    case 'cycle': {
      const industry = entry.industry === null ? undefined : industryCard(tables, entry.industry);
      return [
        t('cycle', { cycle: entry.cycle, order: entry.order.map(name).join(t('listSep')) }),
        industry ? t('industryIs', { name: industryName(industry, t), effect: industryEffect(industry, t) }) : t('noIndustry'),
      ].join(t('sentenceSep'));
    }
    case 'nobody-affected': {
      const industry = industryCard(tables, entry.industry);
      return t('nobodyAffected', { name: industry ? industryName(industry, t) : `#${entry.industry}` });
    }
    case 'reshuffle': return t('reshuffle', { deck: t(DECK_NAME[entry.deck]), n: entry.cards });
    case 'turn': return t('turn', { name: name(entry.seat), round: entry.round });
    case 'cycle-end': return t('cycleEnd', { cycle: entry.cycle });
    case 'pay': return t(entry.payer === 'bank' ? 'payBank' : 'pay', {
      payer: partyName(entry.payer, names, t), payee: partyName(entry.payee, names, t), amount: money(entry.amount, t), why: payWhy(entry, tables, t),
    });
    case 'growth': return entry.target === null
      ? t('growth', { name: name(entry.seat), card: card(entry.card) })
      : t('growthAcquire', { name: name(entry.seat), card: card(entry.card), target: name(entry.target) });
    case 'complete': return t(entry.first ? 'complete' : 'completeLater', { name: name(entry.seat), card: card(entry.card) });
    case 'leave-play': return t(entry.reason === 'challenged' ? 'leaveChallenged' : 'leaveOut', { name: name(entry.seat), card: card(entry.card) });
    case 'challenge': return t(entry.flexible ? 'challengeFlex' : 'challenge', { name: name(entry.seat), owner: name(entry.owner), card: card(entry.card) });
    case 'block': return t('blocked', { name: name(entry.seat), challenger: name(entry.challenger), card: card(entry.card) });
    case 'no-block': return t('noBlock', { name: name(entry.seat) });
    case 'challenge-stands': return t('stands', { owner: name(entry.owner), card: card(entry.card) });
    case 'bonus': return t(entry.drew ? 'bonus' : 'bonusNone', { name: name(entry.seat), stage: entry.stage });
    case 'exchange': return t('exchange', { name: name(entry.seat) });
    case 'skip': return t('skip', { name: name(entry.seat) });
    case 'end-turn': return t('endTurn', { name: name(entry.seat) });
    case 'acquire': return t('acquire', { name: name(entry.seat), target: name(entry.target), growth: entry.growth, challenge: entry.challenge, bonus: entry.bonus });
    case 'keep': return t('keep', { name: name(entry.seat), n: entry.returnedGrowth + entry.returnedChallenge });
    case 'out': return t(OUT_SENTENCE[entry.reason], { name: name(entry.seat) });
    case 'time-up': return t('timeUp');
    case 'game-over': return t('over', { reason: t(WIN_REASON[entry.reason]), winner: winnerText(entry.winners, names, t) });
  }
}

/**
 * What the controls say: the question put to this screen's team, whom the game waits for, or that
 * the game is over / only watched.
 */
export function promptText(view: BiggieBillsView, names: string[], t: BiggieBillsTranslator, watching: boolean): string {
  const prompt = view.prompt;
  const sentences = (...parts: string[]) => parts.filter(Boolean).join(t('sentenceSep'));
  switch (prompt?.type) {
    case 'turn': {
      // Only when a Flexible Challenge can be played now (a legal target exists), not merely held.
      const flexible = prompt.freeLeft > 0 && (view.hand?.bonus.some((b) => b.kind !== 'block' && b.verdict.ok && b.targets.length > 0) ?? false);
      if (prompt.acted > 0 && prompt.mainLeft === 0) return t(flexible ? 'promptFreeOnly' : 'promptEndOnly');
      const actions = view.actions;
      // BG-4: a Flexible Challenge already played can be the turn (End turn is legal with no main action).
      const flexTurn = prompt.acted === 0 && actions?.endTurn.ok === true;
      // BG-5: the team's first Growth card is due (Skip is refused for that reason).
      const firstGrowth = actions !== null && !actions.skip.ok && actions.skip.code === 'first-growth-card';
      return sentences(
        flexTurn ? t('promptAfterFlex') : prompt.acted === 0 ? t('promptTurn', { round: prompt.round }) : t('promptMore'),
        firstGrowth ? t('promptFirstGrowth') : '',
        flexible ? t('promptFree', { n: prompt.freeLeft }) : '',
      );
    }
    case 'block': {
      const challenger = names[prompt.challenger]!;
      return t('promptBlock', {
        name: challenger, card: cardName(view.tables, prompt.card, t), penalty: money(prompt.penalty, t), blockPenalty: money(prompt.blockPenalty, t),
      });
    }
    case 'keep': return t('promptKeep', { growth: prompt.growth, challenge: prompt.challenge });
  }
  if (view.result) return t('gameOver');
  if (watching) return t('watching');
  const out = view.seat === null ? null : view.out[view.seat];
  if (out) return t('youAreOut', { status: t(OUT_STATUS[out]) });
  if (view.asked === null) return '';
  const key = view.phase === 'block' ? 'promptWaitBlock' : view.phase === 'keep' ? 'promptWaitKeep' : 'promptWait';
  return t(key, { name: names[view.asked]! });
}
