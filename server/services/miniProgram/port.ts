/** Where a link lands in the mini program: a page and the query it is opened with. */
export interface JumpTarget {
  path: string;
  query: string;
}

/** A link that opens the mini program (weixin://dl/business/?t=…), and when it stops working (null: never). */
export interface MiniProgramLink {
  openlink: string;
  expiresAt: Date | null;
}

/** The link could not be made; the message is WeChat's own words (its errcode and errmsg), for the log and staff. */
export class MiniProgramLinkError extends Error {}

/**
 * Links into the tenant's WeChat mini program (spec 2 §4.5, §7.4 weixin/getGenerateScheme). The production
 * adapter (wechat.ts) asks WeChat's wxa/generatescheme; the simulator (simulator.ts) answers a link to a page
 * of ours that stands in for the mini program, and is the default.
 */
export interface MiniProgramLinks {
  generateScheme(target: JumpTarget): Promise<MiniProgramLink>;
}
