import { decodeFunctionData, erc20Abi, getAddress } from 'viem'
import { expect, test } from 'vitest'
import { tokenBatchCalls } from './tokenBatchCalls.ts'

const token = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const account = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const to = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')

test('the batch approves the account for the amount, then moves it from the account to the recipient, both on the token', () => {
  const calls = tokenBatchCalls({ token, account, to, value: 1500n })
  expect(calls.map((call) => call.to)).toEqual([token, token])
  expect(
    calls.map((call) => decodeFunctionData({ abi: erc20Abi, data: call.data })),
  ).toEqual([
    { functionName: 'approve', args: [account, 1500n] },
    { functionName: 'transferFrom', args: [account, to, 1500n] },
  ])
})
