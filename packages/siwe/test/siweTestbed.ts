import {
  type Anvil,
  createDevWallet,
  devAccount,
  startAnvil,
} from '@latch/devnet'
import {
  type CreateSiweHandlerParameters,
  createSiweHandler,
  type SiweRefusal,
} from '@latch/siwe'
import {
  type Address,
  createPublicClient,
  type Hex,
  hashMessage,
  http,
  type PublicClient,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { serializeErc6492Signature } from 'viem/utils'
import { deployTestAccounts, type TestAccounts } from './deployTestAccounts.ts'
import { createSiweBrowser } from './siweBrowser.ts'

/** The app the tests sign in to. */
export const testOrigin = 'https://app.example'
export const testDomain = 'app.example'
export const testChainId = 31337
/** Secrets of 32 characters or more, as the handler requires. */
export const secretA = 'a-first-secret-of-at-least-32-characters'
export const secretB = 'a-second-secret-of-at-least-32-characters'

/** Who signs: the Dev wallet (an EOA), and the two smart accounts' owner. */
/**
 * A testbed without a node, and its chain (no retries): an EOA's signature
 * is proven by recovery alone, so the tests of limits and stores ask none.
 */
export const noNode = { anvil: { rpcUrl: 'http://127.0.0.1:1' } } as Pick<
  Testbed,
  'anvil'
>
export const noNodeChains = [
  { chain: foundry, transport: http('http://127.0.0.1:1', { retryCount: 0 }) },
] as const

export type Testbed = {
  anvil: Anvil
  client: PublicClient
  accounts: TestAccounts
  /** The Dev wallet's account (anvil's first), signing through its EIP-1193 provider. */
  eoa: Address
  signWithDevWallet: (message: string) => Promise<Hex>
  /** The smart accounts' owner key: signs the EIP-191 hash for ERC-1271. */
  signAsOwner: (message: string) => Promise<Hex>
  /** The counterfactual account's ERC-6492 signature. */
  signCounterfactual: (message: string) => Promise<Hex>
  stop: () => Promise<void>
}

/** An anvil with the smart accounts deployed, and the Dev wallet on it. */
export async function startTestbed(): Promise<Testbed> {
  const anvil = await startAnvil({ chainId: testChainId })
  try {
    const client = createPublicClient({
      chain: foundry,
      transport: http(anvil.rpcUrl),
    }) as PublicClient
    const owner = privateKeyToAccount(generatePrivateKey())
    const accounts = await deployTestAccounts({
      rpcUrl: anvil.rpcUrl,
      client,
      deployer: devAccount(9),
      owner: owner.address,
    })
    const wallet = createDevWallet({
      chains: [{ id: testChainId, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
    })
    const [eoa] = (await wallet.provider.request({
      method: 'eth_requestAccounts',
    })) as Address[]
    const signAsOwner = (message: string) =>
      owner.sign({ hash: hashMessage(message) })
    return {
      anvil,
      client,
      accounts,
      eoa: eoa!,
      signWithDevWallet: (message) =>
        wallet.provider.request({
          method: 'personal_sign',
          params: [toHex(message), eoa!],
        }) as Promise<Hex>,
      signAsOwner,
      signCounterfactual: async (message) =>
        serializeErc6492Signature({
          ...accounts.counterfactualDeploy,
          signature: await signAsOwner(message),
        }),
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/**
 * A handler for the test app on the testbed's anvil, recording its
 * refusals, and a browser of that app.
 */
export function createTestApp(
  testbed: Pick<Testbed, 'anvil'>,
  overrides: Partial<CreateSiweHandlerParameters> = {},
) {
  const refusals: SiweRefusal[] = []
  const handler = createSiweHandler({
    origin: testOrigin,
    chains: [{ chain: foundry, transport: http(testbed.anvil.rpcUrl) }],
    secrets: [secretA],
    onRefusal: (refusal) => refusals.push(refusal),
    ...overrides,
  })
  const browser = () => createSiweBrowser(handler, { origin: testOrigin })
  /** The reasons refused so far, then forgotten. */
  const reasons = () => refusals.splice(0).map((refusal) => refusal.reason)
  return { handler, browser, refusals, reasons }
}

/** An EIP-4361 message for the test app, as a client writes one. */
export function testMessage(
  fields: Pick<SiweMessage, 'address' | 'nonce'> & Partial<SiweMessage>,
): string {
  return createSiweMessage({
    domain: testDomain,
    uri: `${testOrigin}/`,
    version: '1',
    chainId: testChainId,
    issuedAt: new Date(),
    statement: 'Sign in to the test app.',
    ...fields,
  })
}
