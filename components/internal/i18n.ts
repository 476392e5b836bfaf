/**
 * A tiny per-element message lookup. Each element has its own language (its `lang` attribute or
 * the closest ancestor's), so several tables on one page may speak different languages; that is
 * why this is not @lit/localize, which sets one locale for the whole page.
 */

/** Languages with a full catalog. */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A catalog: message key → text with `{name}` placeholders. */
export type Catalog = Record<string, string>;

const CJK = '\u3000-\u303f\u3400-\u9fff\uff00-\uffef';
const CJK_GAP = new RegExp(`(?<=[${CJK}]) (?=[${CJK}])`, 'g');

/** A translator bound to one language. */
export interface Translator {
  lang: Language;
  /** The message for `key` with `{placeholders}` filled from `params`; the key itself when missing. */
  (key: string, params?: Record<string, string | number>): string;
}

/** The supported language closest to a BCP 47 tag: `zh`, `zh-Hans`, `zh-CN` → zh-CN; else en. */
export function matchLanguage(tag: string | null | undefined): Language {
  const lower = (tag ?? '').toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-cn') || lower.startsWith('zh-hans') || lower.startsWith('zh-sg')) return 'zh-CN';
  return 'en';
}

/** The `lang` of the element or its closest ancestor, crossing shadow roots; null when none. */
export function closestLang(element: Element): string | null {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang');
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return null;
}

/** Text before a placeholder that leaves it at the start of a sentence. */
const SENTENCE_START = /(^|[.!?]\s*)$/;

/** Builds a translator from catalogs per language, falling back to English. */
export function translator(lang: Language, ...catalogs: Partial<Record<Language, Catalog>>[]): Translator {
  const merged: Catalog = {};
  for (const catalog of catalogs) Object.assign(merged, catalog.en, catalog[lang]);
  const t = ((key: string, params?: Record<string, string | number>) => {
    const template = merged[key] ?? key;
    const text = params ? template.replace(/\{(\w+)\}/g, (whole, name: string, at: number) => {
      if (!(name in params)) return whole;
      const value = String(params[name]);
      const { you, youInSentence, listSep = ', ' } = merged;
      if (!you || !youInSentence) return value;
      // The default name "You" inside a sentence reads "you" ("Bram challenged you"), in a list of
      // names too ("Approved by Chen, you"), except as the first word of a sentence.
      const first = SENTENCE_START.test(template.slice(0, at));
      return value.split(listSep).map((item, i) => (item === you && (i > 0 || !first) ? youInSentence : item)).join(listSep);
    }) : template;
    // Chinese sets no space between Chinese characters: drop one a placeholder left there ("你 的").
    return lang === 'zh-CN' ? text.replace(CJK_GAP, '') : text;
  }) as Translator;
  t.lang = lang;
  return t;
}

/** A sentence with its first letter capitalised ("the bank paid…" → "The bank paid…"). */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 card", "3 cards" in the translator's language. */
export function cardCount(n: number, t: Translator): string {
  return n === 1 ? t('card1') : t('cards', { n });
}

/** Messages every table uses. */
export const commonMessages: Record<Language, Catalog> = {
  en: {
    you: 'You',
    /** "You" where it is not the first word of a sentence. */
    youInSentence: 'you',
    player: 'Player {n}',
    bot: '{name} (bot)',
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
    playAgain: 'Play again',
    errorTitle: 'This game cannot start',
    waiting: 'Waiting for {name}…',
    thinking: '{name} is thinking…',
    newGame: 'New game',
    resumed: 'Resumed the saved game.',
    savedGameLost: 'The saved game could not be restored, so a new game has started.',
    botTag: 'bot',
    yourHand: 'Your hand, {cards}',
    listSep: ', ',
    sentenceSep: ' ',
    resultHeading: '{over}: {result}',
    howTo: 'How to play',
    actingNow: 'acting now',
  },
  'zh-CN': {
    you: '你',
    youInSentence: '你',
    player: '玩家{n}',
    bot: '{name}（电脑）',
    seats: '玩家',
    cards: '{n} 张牌',
    card1: '1 张牌',
    log: '游戏记录',
    handoverTitle: '请把设备交给{name}',
    handoverText: '其他人请回避。{name}，准备好之前你的手牌不会显示。',
    handoverButton: '我是{name}：显示我的手牌',
    gameOver: '游戏结束',
    wins: '{name} 获胜！',
    announceOver: '游戏结束：{name} 获胜。',
    announceShared: '游戏结束：{names} 并列获胜。',
    share: '{names} 并列获胜！',
    place: '名次',
    standings: '排名',
    name: '玩家',
    playAgain: '再玩一局',
    errorTitle: '游戏无法开始',
    waiting: '等待 {name}…',
    thinking: '{name} 正在思考…',
    newGame: '新游戏',
    resumed: '已恢复保存的游戏。',
    savedGameLost: '保存的游戏无法恢复，已开始新游戏。',
    botTag: '电脑',
    yourHand: '你的手牌，{cards}',
    listSep: '、',
    sentenceSep: '',
    resultHeading: '{over}：{result}',
    howTo: '玩法',
    actingNow: '正在行动',
  },
};
