import { translation } from '../catalog.js';
import type en from './playing-cards.en.js';

/** The names of standard playing cards (playing-card.ts), in Simplified Chinese. */
export default translation<typeof en>()({
  cardName: '{suit}{rank}',
  rankA: 'A', rankJ: 'J', rankQ: 'Q', rankK: 'K',
  suitS: '黑桃', suitH: '红桃', suitD: '方块', suitC: '梅花',
  jokerBJ: '小王', jokerRJ: '大王', jokerShort: '王',
  faceDown: '背面朝上的牌',
});
