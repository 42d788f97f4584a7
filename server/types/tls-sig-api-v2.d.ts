/** The part of Tencent's tls-sig-api-v2 (CommonJS, untyped) that the server uses. */
declare module 'tls-sig-api-v2' {
  export class Api {
    constructor(sdkAppId: number, secretKey: string);
    /** A UserSig of `userId` valid `expireSeconds` from now. */
    genUserSig(userId: string, expireSeconds: number): string;
  }
}
