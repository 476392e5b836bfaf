import type { StandardCardWords } from './standard-cards.js';

/** The standard tables' card names and the Industry effects in Simplified Chinese (standard-cards.ts). */
export default {
  g1: '供应商管理', g2: '市场调研', g3: '产品原型', g4: '品牌形象', g5: '核心团队招聘', g6: '种子轮融资',
  g7: '供应链优化', g8: '数字营销活动', g9: '客户忠诚计划', g10: '质量认证', g11: '战略合作', g12: '区域扩张',
  g13: '企业软件部署', g14: '研发实验室', g15: '全国分销网络', g16: '流程自动化', g17: '国际扩张', g18: '合资企业',
  g19: '专利组合', g20: '垂直整合', g21: '全球品牌发布', g22: '首次公开募股', g23: '多元化集团', g24: '收购竞争对手',
  i1: '扩张热潮', i2: '并购狂潮', i3: '信贷紧缩', i4: '廉价资本', i5: '科技补贴', i6: '消费繁荣',
  i7: '经济衰退', i8: '牛市', i9: '监管风暴', i10: '宽松监管', i11: '市场冻结', i12: '全面开放',
  i13: '反垄断审查', i14: '创新奖', i15: '税务审计', i16: '经济刺激计划', i17: '诉讼费用', i18: '品牌忠诚',
  i19: '人才争夺战', i20: '开放市场', i21: '股东压力', i22: '平静季度', i23: '先发优势', i24: '市场稳定',
  // Industry effects, said from the card's data
  'fxtwo-card-play': '双卡回合：每回合最多两个主要行动，并可免费使用两张弹性质疑卡。',
  fxcostUp: '{stages}成长卡成本提高 {p}%。', fxcostDown: '{stages}成长卡成本降低 {p}%。',
  fxpayoffUp: '{stages}回报提高 {p}%。', fxpayoffDown: '{stages}回报降低 {p}%。',
  fxfirstUp: '{stages}首次回报提高 {p}%。', fxfirstDown: '{stages}首次回报降低 {p}%。',
  fxpenaltyUp: '付给质疑者的罚金提高 {p}%。', fxpenaltyDown: '付给质疑者的罚金降低 {p}%。',
  fxpenaltyDouble: '付给质疑者的罚金翻倍。', fxpenaltyHalf: '付给质疑者的罚金减半。',
  'fxno-challenges': '本周期不得打出质疑卡或弹性质疑卡。',
  'fxopen-season': '任何队伍都可以第一个质疑：取消首位质疑者的资格要求。',
  'fxno-acquisitions': '本周期不得打出“收购竞争对手”。',
  fxaward: '立即：每支已完成第 {stage} 阶段卡的队伍获得 {amount}。',
  fxtax: '立即：现金达到 {cash} 或以上的队伍缴纳现金的 {p}%。',
  fxstimulus: '立即：现金少于 {cash} 的队伍获得 {amount}。',
  'fxlegal-fees': '立即：每支队伍为上一周期发起的每次质疑支付 {amount}。',
  'fxbrand-loyalty': '立即：上一周期被质疑过的队伍各获得 {amount}。',
  'fxexchange-fee': '交换费用为 {amount}。', fxexchangeFree: '交换免费。',
  'fxskip-fine': '跳过的罚金为 {amount}。', fxskipFree: '跳过免费。',
  fxnone: '本周期没有特别效果。',
  fxstages: '第 {stages} 阶段',
  fxall: '所有',
} as const satisfies StandardCardWords;
