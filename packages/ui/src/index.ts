export * from './theme';
export * from './components/Link';
export * from './components/VisuallyHidden';
export * from './components/Navbar';
export * from './components/Footer';
export * from './components/Layout';
export * from './components/StatusMessage';
export * from './components/LanguageSelect';
export * from './components/LanguageOffer';
export * from './components/SiteNotice';
export * from './components/Loading';
export * from './components/PageTitle';
export * from './components/LegalDocument';
export * from './components/Icon';
export * from './components/IconLinkGrid';
export * from './components/TileGrid';
export * from './components/ToastMessage';
export * from './components/AppCard';
export * from './components/BookmarkCard';
export * from './components/ToggleButtonGroup';
export * from './components/CardGrid';
export * from './rules';
export * from './components/WeekTracker';
export * from './components/InfoCards';
export * from './components/PresentList';
export * from './components/SkyBackground';
export * from './components/HelloHero';
export * from './components/IconLinks';
export * from './components/Tabs';
export * from './components/FactList';
export * from './components/Timeline';
export * from './components/ContactCard';
export * from './components/ButtonLink';
export * from './components/Stack';
export * from './components/GlobeFallback';
export {
  answerWebGLProbe,
  askOffscreenWebGL,
  hasWebGL,
  type ProbeScope,
} from './three/shared/webgl';
export * from './components/MoonPhase';
export * from './components/DataSource';
export * from './components/SunTimesCard';
export * from './components/TimeSlots';
export * from './components/ClockFallback';
