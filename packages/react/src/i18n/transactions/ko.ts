import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (ko). */
export const ko: TransactionMessages = {
  title: '최근 트랜잭션',
  empty: '보낸 트랜잭션이 여기에 표시됩니다.',
  clear: '지우기',
  pending: '대기 중',
  confirmed: '확정됨',
  failed: '실패',
  replaced: '대체됨',
  cancelled: '취소됨',
  dropped: '폐기됨',
  partial: '일부 호출이 실패했습니다.',
  notExecuted: '지갑이 실행하지 않았습니다. 아무것도 전송되지 않았습니다.',
  pendingCount: (count) => plural('ko', count, { other: '대기 중 #건' }),
  sentAtomic:
    '하나의 트랜잭션으로 보냈습니다. 모든 호출이 실행되거나 하나도 실행되지 않습니다.',
  sentSequential: '하나씩 보냈습니다. 각 호출이 별도의 트랜잭션입니다.',
  gasPaidBy: (app) => `가스비는 ${app}에서 부담합니다`,
  youPayGas: '가스비는 직접 부담합니다',
  sponsored: '가스비 지원됨',
  sponsorshipUnavailable: (app) =>
    `${app}에서 이 네트워크의 이 지갑에 대한 가스비를 부담할 수 없습니다. 아무것도 전송되지 않았습니다.`,
  sponsorshipFailed:
    '스폰서가 이 작업의 가스비를 지불하지 않았습니다. 아무것도 전송되지 않았습니다.',
}
