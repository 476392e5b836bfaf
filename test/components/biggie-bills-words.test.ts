/**
 * BiggieBills' refusal sentences (components/biggie-bills/words.ts): a refusal is said in the
 * table's language with its facts filled in, and a placeholder is never shown unfilled.
 */
import { expect } from '@open-wc/testing';
import { commonMessages, loadLanguage, translator } from '../../components/internal/words/i18n.js';
import { biggieBillsMessages, type BiggieBillsWords } from '../../components/biggie-bills/messages.js';
import { whyNot } from '../../components/biggie-bills/words.js';

const refusal = { ok: false, code: 'not-eligible', reason: 'To challenge first you must have completed a Stage 2 card.' } as const;

describe('BiggieBills refusal sentences (BG-12)', () => {
  before(() => loadLanguage('zh-CN', [commonMessages, biggieBillsMessages]));

  for (const lang of ['en', 'zh-CN'] as const) {
    const words = () => translator<BiggieBillsWords>(lang, commonMessages, biggieBillsMessages);

    it(`${lang}: a refusal with its facts given is the catalog's sentence, filled in`, () => {
      const text = whyNot(refusal, words(), { stage: '1–2' });
      expect(text).to.include('1–2');
      expect(text).to.not.match(/\{\w+\}/);
      if (lang === 'en') expect(text).to.equal('To challenge first, you must have completed a Stage 1–2 card.');
    });

    it(`${lang}: a refusal whose facts are missing falls back to the engine's reason, never an unfilled {placeholder}`, () => {
      expect(whyNot(refusal, words(), { card: 'Core Team Hiring', cash: '$10M' })).to.equal(refusal.reason);
    });
  }
});
