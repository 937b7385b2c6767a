/**
 * Messages the account calls send (the server's twin of web/texts.ts for this domain). The spec's
 * texts are verbatim; the others (marked "ours") follow their tone.
 */
export const accountMessages = {
  invalidCredentials: 'Your username or password is not correct',
  invalidLoginId: 'Please enter valid Email ID/Mobile number',
  wrongOtp: 'Please enter valid OTP',
  otpExpired: 'This OTP has expired, request a new OTP to continue',
  notRegistered: 'You are not registered with us. Please sign up.',
  alreadyRegistered: 'You are already registered. Please log in.',
  socialNotSupported: 'Social login not supported. Please sign up.',
  // ours
  blocked: 'Your account has been blocked. Please contact customer care.',
  tooManyLogins: 'You have made too many login attempts. Please try again after some time.',
  tooManyOtpTries: 'You have entered a wrong OTP too many times. Please request a new OTP.',
  tooManyOtpSends: 'You have requested too many OTPs. Please try again after an hour.',
  tooManyLookups: 'Too many requests. Please try again after some time.',
  shortPassword: 'Your password must be at least 8 characters long',
  churned: 'Your account was closed. Please sign up again to continue.',
  inactive: 'Your account is inactive. Verify your mobile number or email to reactivate it.',
  notVerified: 'Your account is not verified yet. Please verify it with the OTP we send you.',
  alreadyLoggedIn: 'You are already logged in',
  notInactive: 'Your account is already active. Please log in.',
  alreadyVerified: 'Your account is already verified. Please log in.',
  identityTaken: 'This mobile number or email is already linked to another account',
  invalidAccessToken: 'Social login failed. Please retry after sometime.',
  noEmailOnRecord: 'There is no email ID on this account',
  loginRequired: 'Please log in to continue',
  churnCodesRequired: 'Please enter the OTPs sent to your mobile number and email ID',
} as const;

/** The SMS that carries a code (ARCHITECTURE: 'XXXXXX is your Bazaar verification code…'). */
export const otpSms = (code: string) =>
  `${code} is your Bazaar verification code. It is valid for 10 minutes. Do not share it with anyone.`;
export const otpEmailSubject = 'Your Bazaar verification code';
export const otpEmailBody = (code: string) =>
  `${code} is your Bazaar verification code. It is valid for 10 minutes. If you did not ask for it, ignore this email.`;
