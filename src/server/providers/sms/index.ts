export { createFileSmsSender, readLatestSms, smsFolderName, type StoredSms } from './file-sender';
export {
  createHttpSmsSender,
  SMS_GATEWAY_MAX_RESPONSE_BYTES,
  smsRequestBody,
  type HttpSmsSenderOptions,
} from './http-sender';
export { SmsUnavailableError, type SmsMessage, type SmsPurpose, type SmsSender } from './provider';
export { smsSenderFor, type SmsSenderSettings } from './select-provider';
