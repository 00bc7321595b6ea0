export { LoginRegisterScreen } from './components/login-register-screen';
export { ForgotPasswordScreen } from './components/forgot-password-screen';
export { PasswordResetScreen } from './components/password-reset-screen';
export { ConfirmEmailScreen } from './components/confirm-email-screen';
export { ConfirmEmailChangeScreen } from './components/confirm-email-change-screen';
export { CancelEmailChangeScreen } from './components/cancel-email-change-screen';
export { EmailConfirmedScreen, EmailNotConfirmedScreen } from './components/email-confirmed-screen';
export { LogoutScreen } from './components/logout-screen';
export { MyProfileScreen, type ProfileSection } from './components/my-profile-screen';
