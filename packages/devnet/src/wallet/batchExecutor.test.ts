import { expect, test } from 'vitest'
import BatchExecutor from '../contracts/BatchExecutor.json' with {
  type: 'json',
}
import { batchExecutor } from './batchExecutor.ts'

// BatchExecutor.json is checked against the Solidity source by
// contracts/compile.test.ts; this checks the wallet's copy against it.
test('the wallet installs the code and calls the ABI that BatchExecutor.sol builds', () => {
  expect(batchExecutor.code).toBe(BatchExecutor.deployedBytecode)
  // In the artifact's order (errors first), without receive and fallback,
  // which have no entry to call.
  const built = BatchExecutor.abi.filter((item) => 'name' in item)
  expect(built).toMatchObject([...batchExecutor.abi].reverse())
})
