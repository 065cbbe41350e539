export { ToastMessage, type ToastMessageProps } from './ToastMessage';
export { TOAST_TONES, ToastToneStyles, toastToneClass, type ToastTone } from './toastTones';
