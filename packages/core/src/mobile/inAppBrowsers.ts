/**
 * How a page inside an app's web view can hand a link to another app:
 * `link` a plain `<a href>` tapped by the visitor works (a real browser);
 * `new-window` only a link opened as a new window (`target="_blank"`) leaves
 * the web view; `open-in-browser` the web view keeps app links to itself, so
 * the page offers "Copy link" and "Open in your browser" first.
 */
export type LinkStrategy = 'link' | 'new-window' | 'open-in-browser'

/** An app whose in-app browser (web view) the page runs in. */
export type InAppBrowser =
  | 'telegram'
  | 'instagram'
  | 'facebook'
  | 'messenger'
  | 'threads'
  | 'line'
  | 'wechat'
  | 'twitter'
  | 'tiktok'
  | 'snapchat'
  | 'linkedin'

/**
 * Each in-app browser's user-agent marker and the way it lets links out, in
 * the order they are tried (Messenger and Instagram before Facebook: their
 * user agents carry Facebook's `FBAV/` too). Sources beside each row.
 */
export const inAppBrowsers: readonly {
  app: InAppBrowser
  marker: RegExp
  linkStrategy: LinkStrategy
}[] = [
  {
    app: 'telegram',
    // Documented for Mini Apps on Android ("Additional data in User-Agent",
    // core.telegram.org/bots/webapps): `Telegram-Android/<version> (...)`.
    // Telegram's iOS web views add no marker (Telegram-iOS issue #736): the
    // caller reports its bridge object instead (`telegramWebView`).
    marker: /\bTelegram-Android\//,
    // A `wc:` or scheme link in the same window fails with
    // net::ERR_UNKNOWN_URL_SCHEME on Android and does nothing on iOS
    // (RainbowKit #1531, #1881, #2241); Reown AppKit opens wallet links in
    // Telegram with `_blank` only ("Only '_blank' deeplinks work in Telegram
    // context", CoreHelperUtil.getOpenTargetForPlatform).
    linkStrategy: 'new-window',
  },
  {
    app: 'messenger',
    // Observed: `FBAN/MessengerForiOS` on iOS, `FB_IAB/MESSENGER` on
    // Android (inapp-spy's user-agent fixtures).
    marker: /\bFBAN\/MessengerForiOS|\bFB_IAB\/MESSENGER/,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'instagram',
    // Observed: `Instagram <version> (iPhone...` / `Instagram <version>
    // Android (...` (Telegram-iOS issue #736 quotes one; inapp-spy fixtures).
    // MetaMask's universal link stays inside Meta's and TikTok's web views
    // instead of opening the app (metamask-mobile #4025).
    marker: /\bInstagram \d/,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'threads',
    // Observed: Threads' Android web view says `Barcelona <version> Android`
    // (its code name; inapp-spy fixtures).
    marker: /\bBarcelona \d/,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'facebook',
    // Observed: `[FBAN/FBIOS;FBAV/...]` on iOS, `[FB_IAB/FB4A;FBAV/...]` on
    // Android, and lately `MetaIAB Facebook` on iOS (inapp-spy fixtures).
    // Links out fail as for Instagram (metamask-mobile #4025).
    marker: /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bMetaIAB\b/,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'line',
    // Observed: `Line/<version>` (`Line/<version>/IAB` on Android); LINE's
    // own docs tell its in-app browser apart by "Line" in the user agent and
    // document `?openExternalBrowser=1` to leave it (developers.line.biz,
    // "Using LINE features with the LINE URL scheme").
    marker: /\bLine\/\d/,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'wechat',
    // Observed: `MicroMessenger/<version>`. WeChat pages may launch only the
    // apps tied to their own Open Platform account (`wx-open-launch-app`,
    // WeChat's open-tag docs): other wallets' links are blocked.
    marker: /\bMicroMessenger\//,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'twitter',
    // Observed: `Twitter for iPhone` / `TwitterAndroid`.
    marker: /\bTwitter for iP|\bTwitterAndroid\b/,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'tiktok',
    // Observed: `musical_ly_<version>` and `BytedanceWebview/` (inapp-spy
    // fixtures). Links out fail (metamask-mobile #4025).
    marker: /\bmusical_ly_|\bBytedanceWebview\//,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'snapchat',
    // Observed: `Snapchat/<version>` (inapp-spy fixtures).
    marker: /\bSnapchat\/\d/,
    linkStrategy: 'open-in-browser',
  },
  {
    app: 'linkedin',
    // Observed: `LinkedInApp/<version>`.
    marker: /\bLinkedInApp\b/,
    linkStrategy: 'open-in-browser',
  },
]
