/**
 * Set on `<html>` while the page is being left for the same page in the saved language (see
 * languageRedirect). A module of its own: the boot script needs the name, not the redirect's text.
 */
export const LEAVING_ATTRIBUTE = 'data-language-redirect';
