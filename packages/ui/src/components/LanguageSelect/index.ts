export { LanguageSelect, type LanguageSelectProps, type LanguageOption } from './LanguageSelect';
