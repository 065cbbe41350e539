/**
 * The id of the page's boot script (a classic script the build makes of boot.ts and what it
 * imports, see scripts/classicBoot.ts): its address names the release a page is of.
 */
export const BOOT_SCRIPT_ID = 'boot';
