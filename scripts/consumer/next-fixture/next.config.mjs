/** @type {import('next').NextConfig} */
export default {
  // styled-components' SWC transform: stable class names between the server and the browser.
  compiler: { styledComponents: true },
};
