import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Korean. */
export const ko: SendMessages = {
  title: '트랜잭션 보내기',
  intro:
    'ETH 또는 데모 토큰을 주소나 ENS 이름으로 보내고, 계정 대화상자의 최근 트랜잭션에서 확인하세요.',
  recipient: '받는 사람',
  recipientHint: '주소(0x…) 또는 ENS 이름.',
  amount: '금액',
  amountHint: '0.5 같은 숫자이며, 소수점은 마침표로 씁니다.',
  asset: '자산',
  submit: '보내기',
  batch: '승인하고 보내기',
  batchHint:
    '승인하고 보내기는 데모 토큰을 하나의 배치로 보냅니다: 승인 후 전송.',
  resolving: '이름을 찾는 중…',
  invalidRecipient: '주소(0x와 16진수 40자) 또는 ENS 이름을 입력하세요.',
  nameNotFound: '이 이름은 어떤 주소도 가리키지 않습니다.',
  invalidAmount: '금액을 입력하세요: 0.5 같은 숫자.',
  amountPrecision: '이 자산에 비해 소수점 이하 자릿수가 너무 많습니다.',
  amountZero: '0보다 큰 금액을 입력하세요.',
  sent: '보냈습니다: 계정 대화상자의 최근 트랜잭션에서 확인하세요.',
}
