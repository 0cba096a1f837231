/** The anti-spam API the lead pipeline and the routes use (docs/decisions/009-anti-spam-policy.md). */
export { assessSubmission, type AssessDependencies, type SubmissionInput } from './assess-submission';
export { issueChallenge, type IssueChallengeInput } from './challenge';
export { verifyCaptcha, type VerifyCaptchaInput } from './verify-captcha';
export {
  databaseLimiters,
  type CountingLimiter,
  type LimiterFactory,
  type LimitScope,
} from '@/server/rate-limit/rate-limits';
export { handleChallengeApi, type ChallengeApiResponse, type ChallengeApiSite } from './challenge-api';
