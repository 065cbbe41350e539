export { ToastMessage, type ToastMessageProps } from './ToastMessage';
export { TOAST_TONE_ROLES, TOAST_TONES, toastToneClass, type ToastTone } from './toastTones';
export { ToastToneStyles } from './ToastToneStyles';
