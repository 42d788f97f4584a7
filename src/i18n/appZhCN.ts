/** Our own interface texts in zh-CN, the spec's exact wording where it gives one. */
export const appZhCN = {
  title: { common: '智慧展业平台', star: '销售同屏平台', live: '1v1直播后台' },
  common: { confirm: '确定', cancel: '取消', tip: '提示', back: '返回', loading: '加载中…' },
  login: {
    heading: '账号登录',
    account: '账号/邮箱',
    password: '密码',
    accountRequired: '请输入账号/邮箱',
    passwordRequired: '请输入密码',
    submit: '登录',
    success: '登录成功',
    elsewhere: '该账号已在其他设备登录，确认要继续登录吗?',
    passwordRules: '您的密码不符合规则，请修改密码',
    redirecting: '未登录，即将跳转到登录页…',
    urlLoginFailed: '自动登录失败',
  },
  password: {
    title: '修改密码',
    old: '原密码',
    new: '新密码',
    confirm: '确认密码',
    oldRequired: '请输入原密码',
    newRequired: '请输入新密码',
    confirmRequired: '请确认密码',
    mismatch: '确认密码与新密码不一致，请重新输入',
    changed: '密码修改成功',
  },
  header: {
    settings: '个人设置',
    changePassword: '修改密码',
    logout: '退出登录',
    loggedOut: '退出登录成功',
    forcedOffline: '您已被强制下线，如有疑问请联系管理员',
    usedMinutes: '已用时长',
    remainingMinutes: '剩余时长',
    minutes: '%{count} 分钟',
    collapse: '收起菜单',
    expand: '展开菜单',
  },
  settings: { loginName: '账号', fullName: '姓名', role: '角色', cellphone: '手机号', email: '邮箱', skills: '技能', saved: '编辑用户信息成功！' },
  status: { label: '坐席状态', idle: '空闲', busy: '忙碌', afterCall: '话后处理', away: '离开', changed: '状态已切换为%{status}' },
  pages: {
    permissionDenied: '很抱歉，您没有权限访问该页面。',
    backHome: '返回首页',
    scriptError: '抱歉，页面出错了',
    comingLater: '该页面即将上线',
    comingLaterDetail: '「%{page}」属于后续版本（%{area}），敬请期待。',
    unsupportedBrowser: '当前浏览器不支持同屏服务，请使用Chrome浏览器打开',
    leaveMeeting: '确定要结束会议吗？',
    leaveSameScreen: '确定要结束同屏吗？',
  },
  areas: {
    administration: '管理功能',
    workbench: '坐席工作台',
    meetingHall: '会议大厅',
    content: '内容管理',
    fiveG: '5G通话',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every locale of our texts must have. */
export type AppMessages = Widen<typeof appZhCN>;
