import { translation } from '../../words/catalog.js';
import type en from './en.js';

/** The words of online play (lobby.ts: the lobby and the online notices), in Simplified Chinese. */
export default translation<typeof en>()({
  lobbyTitle: '等待玩家加入',
  lobbyCode: '加入码',
  lobbyLink: '本局链接',
  lobbyCopy: '复制链接',
  lobbyCopied: '链接已复制',
  lobbyCopyFailed: '链接已选中：请用键盘复制',
  lobbySeats: '座位',
  lobbyJoined: '已加入',
  lobbyWaiting: '等待中',
  lobbyBot: '机器人',
  lobbyStart: '开始游戏',
  lobbyStartHint: '空座位由机器人代打。',
  lobbyWaitFor: '等待{name}开始游戏',
  lobbyWatching: '观战中：游戏开始后将在此显示。',
  lobbyConnecting: '正在连接游戏服务器…',
  'room-not-found': '没有使用此加入码的游戏。请检查加入码或链接。',
  'room-full': '这局游戏已满：所有座位都有人了。',
  'seat-full': '这一队的设备已满：请加入另一队。',
  'game-over': '这局游戏已经结束。',
  'server-unreachable': '无法连接游戏服务器。',
  'wrong-game': '此加入码属于另一种游戏的房间：请用那个游戏打开。',
  'room-gone': '服务器上已没有这局游戏（服务器重启且未保存游戏）。请新建房间。',
  'connection-lost': '与游戏服务器的连接已断开，正在重新连接…',
  'seat-taken': '你的座位已在另一个标签页或另一台设备上取回：请在那里继续，或重新加载此页面在这里取回。',
  'room-waiting': '游戏服务器上暂时没有这局游戏：有玩家回来后它就会恢复。仍在尝试…',
  'server-error': '游戏服务器拒绝了请求：{message}',
});
