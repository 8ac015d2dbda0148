import { describe, expect, test } from 'vitest'
import {
  type DetectPlatformParameters,
  detectPlatform,
} from './detectPlatform.ts'
import type { InAppBrowser, LinkStrategy } from './inAppBrowsers.ts'
import { readPlatformParameters } from './readPlatformParameters.ts'

type Row = {
  name: string
  parameters: DetectPlatformParameters
  os: 'ios' | 'android' | 'desktop'
  inAppBrowser?: InAppBrowser
  linkStrategy: LinkStrategy
}

// Real user agents, as the browsers send them (the in-app ones as observed in
// inapp-spy's fixtures, Telegram-iOS #736, and Telegram's Mini App docs).
const rows: Row[] = [
  {
    name: 'iPhone Safari',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      platform: 'iPhone',
      maxTouchPoints: 5,
    },
    os: 'ios',
    linkStrategy: 'link',
  },
  {
    name: 'iPhone Chrome (CriOS)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      platform: 'iPhone',
      maxTouchPoints: 5,
    },
    os: 'ios',
    linkStrategy: 'link',
  },
  {
    name: 'iPad Safari, desktop-mode Mac user agent with touch points',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      platform: 'MacIntel',
      maxTouchPoints: 5,
    },
    os: 'ios',
    linkStrategy: 'link',
  },
  {
    name: 'iPad Safari, iPad user agent',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
      platform: 'iPad',
      maxTouchPoints: 5,
    },
    os: 'ios',
    linkStrategy: 'link',
  },
  {
    name: 'Android Chrome (reduced user agent)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      platform: 'Linux armv81',
      maxTouchPoints: 5,
    },
    os: 'android',
    linkStrategy: 'link',
  },
  {
    name: 'Samsung Internet',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      platform: 'Linux aarch64',
      maxTouchPoints: 5,
    },
    os: 'android',
    linkStrategy: 'link',
  },
  {
    name: 'Android tablet Chrome (no "Mobile")',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      maxTouchPoints: 10,
    },
    os: 'android',
    linkStrategy: 'link',
  },
  {
    name: 'desktop Chrome on Windows',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      platform: 'Win32',
      maxTouchPoints: 0,
    },
    os: 'desktop',
    linkStrategy: 'link',
  },
  {
    name: 'desktop Chrome on a Windows touch laptop',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      platform: 'Win32',
      maxTouchPoints: 10,
    },
    os: 'desktop',
    linkStrategy: 'link',
  },
  {
    name: 'desktop Firefox on Linux',
    parameters: {
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      platform: 'Linux x86_64',
      maxTouchPoints: 0,
    },
    os: 'desktop',
    linkStrategy: 'link',
  },
  {
    name: 'desktop Safari on a Mac (same user agent as the iPad, no touch)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      platform: 'MacIntel',
      maxTouchPoints: 0,
    },
    os: 'desktop',
    linkStrategy: 'link',
  },
  {
    name: 'Telegram Android (Mini App, documented marker)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.70 Mobile Safari/537.36 Telegram-Android/11.2.1 (Tecno mobile limited TECNO CH7n; Android 11; SDK 30; AVERAGE)',
    },
    os: 'android',
    inAppBrowser: 'telegram',
    linkStrategy: 'new-window',
  },
  {
    name: 'Telegram Android in-app browser (no marker; bridge object)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.100 Mobile Safari/537.36',
      telegramWebView: true,
    },
    os: 'android',
    inAppBrowser: 'telegram',
    linkStrategy: 'new-window',
  },
  {
    name: 'Telegram iOS (Safari user agent; bridge object)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/22B5045g Safari/604.1',
      platform: 'iPhone',
      maxTouchPoints: 5,
      telegramWebView: true,
    },
    os: 'ios',
    inAppBrowser: 'telegram',
    linkStrategy: 'new-window',
  },
  {
    name: 'Instagram iOS',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22F76 Instagram 393.1.0.36.70 (iPhone15,3; iOS 18_5; en_US; en; scale=3.00; 1290x2796; IABMV/1; 776538208) Safari/604.1',
    },
    os: 'ios',
    inAppBrowser: 'instagram',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'Instagram Android',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)',
    },
    os: 'android',
    inAppBrowser: 'instagram',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'Facebook iOS (FBAN/FBAV)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22B83 [FBAN/FBIOS;FBAV/488.0.0.68.101;FBBV/658219612;FBDV/iPhone12,8;FBMD/iPhone;FBSN/iOS;FBSV/18.1;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0;IABMV/1]',
    },
    os: 'ios',
    inAppBrowser: 'facebook',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'Facebook iOS (MetaIAB)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22G100 Safari/604.1 MetaIAB Facebook',
    },
    os: 'ios',
    inAppBrowser: 'facebook',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'Facebook Android (FB_IAB/FB4A)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.83 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/488.0.0.62.79;IABMV/1;]',
    },
    os: 'android',
    inAppBrowser: 'facebook',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'Messenger iOS',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 [FBAN/MessengerForiOS;FBAV/117.0.0.36.70;FBBV/57539258;FBDV/iPhone7,2;FBMD/iPhone;FBSN/iOS;FBSV/10.2.1;FBSS/2;FBID/phone;FBLC/zh_TW;FBOP/5;FBRV/0]',
    },
    os: 'ios',
    inAppBrowser: 'messenger',
    linkStrategy: 'open-in-browser',
  },
  {
    // Newer Messenger builds on Android send Facebook's FB_IAB/FB4A: they
    // read as Facebook, with the same link strategy.
    name: 'Messenger Android (FB_IAB/MESSENGER)',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 6.0.1; SM-N9208 Build/MMB29K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 [FB_IAB/MESSENGER;FBAV/118.0.0.19.82;]',
    },
    os: 'android',
    inAppBrowser: 'messenger',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'Threads Android',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Barcelona 355.0.0.39.109 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 657318936)',
    },
    os: 'android',
    inAppBrowser: 'threads',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'LINE iOS',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 Safari Line/7.3.2',
    },
    os: 'ios',
    inAppBrowser: 'line',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'LINE Android',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 6.0.1; D6653 Build/23.5.A.0.575; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 Line/7.4.0/IAB',
    },
    os: 'android',
    inAppBrowser: 'line',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'WeChat iOS',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 MicroMessenger/6.5.8 NetType/WIFI Language/zh_CN',
    },
    os: 'ios',
    inAppBrowser: 'wechat',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'WeChat Android',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 6.0.1; D6653 Build/23.5.A.0.575; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 MicroMessenger/6.5.7.1041 NetType/WIFI Language/zh_TW',
    },
    os: 'android',
    inAppBrowser: 'wechat',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'Twitter iOS',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.3.12 (KHTML, like Gecko) Mobile/14D27 Twitter for iPhone',
    },
    os: 'ios',
    inAppBrowser: 'twitter',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'TikTok iOS',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1 musical_ly_41.9.0',
    },
    os: 'ios',
    inAppBrowser: 'tiktok',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'TikTok Android',
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.143 Mobile Safari/537.36 musical_ly_2023303040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.3.4 ByteLocale/en BytedanceWebview/d8a21c6',
    },
    os: 'android',
    inAppBrowser: 'tiktok',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'Snapchat iOS',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3.1 Mobile/15E148 Snapchat/12.72.0.39 (like Safari/8617.2.4.10.8, panda)',
    },
    os: 'ios',
    inAppBrowser: 'snapchat',
    linkStrategy: 'open-in-browser',
  },
  {
    name: 'LinkedIn iOS',
    parameters: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.30.1753',
    },
    os: 'ios',
    inAppBrowser: 'linkedin',
    linkStrategy: 'open-in-browser',
  },
  {
    name: "MetaMask's dapp browser on Android (a wallet, not a social app)",
    parameters: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 MetaMaskMobile',
    },
    os: 'android',
    linkStrategy: 'link',
  },
]

describe('detectPlatform', () => {
  test.each(rows)('$name', ({ parameters, os, inAppBrowser, linkStrategy }) => {
    expect(detectPlatform(parameters)).toEqual({
      os,
      inAppBrowser,
      linkStrategy,
    })
  })

  test('an empty user agent (a server, a bot) is a desktop browser', () => {
    expect(detectPlatform({ userAgent: '' })).toEqual({
      os: 'desktop',
      inAppBrowser: undefined,
      linkStrategy: 'link',
    })
  })

  test('a marker in the user agent wins over the Telegram bridge', () => {
    // A page in Instagram's web view that also loads Telegram's script.
    const instagram = rows.find(({ name }) => name === 'Instagram iOS')
    if (!instagram) throw new Error('no Instagram row')
    expect(
      detectPlatform({ ...instagram.parameters, telegramWebView: true })
        .inAppBrowser,
    ).toBe('instagram')
  })

  test('words that only look like markers are not in-app browsers', () => {
    const platform = detectPlatform({
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Timeline/2 Instagrammer Snapchatter',
    })
    expect(platform.inAppBrowser).toBeUndefined()
  })
})

describe('readPlatformParameters', () => {
  test("reads the navigator's fields and Telegram's bridge objects", () => {
    const navigator = {
      userAgent: rows[0]?.parameters.userAgent,
      platform: 'iPhone',
      maxTouchPoints: 5,
    }
    expect(readPlatformParameters({ navigator })).toEqual({
      ...navigator,
      telegramWebView: false,
    })
    expect(
      readPlatformParameters({ navigator, TelegramWebviewProxy: {} } as object)
        .telegramWebView,
    ).toBe(true)
    expect(
      readPlatformParameters({ navigator, TelegramWebview: {} } as object)
        .telegramWebView,
    ).toBe(true)
  })

  test('no navigator (server rendering) reads as an empty user agent', () => {
    expect(detectPlatform(readPlatformParameters({})).os).toBe('desktop')
  })

  test("the test environment's own window can be read", () => {
    const parameters = readPlatformParameters(globalThis)
    expect(parameters.userAgent).toBe(globalThis.navigator.userAgent)
  })
})
