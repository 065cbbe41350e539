/** Whether `html` holds the <style data-styled> tags styled-components collects on a server. */
export const hasServerStyles = (html) => /<style[^>]*data-styled/.test(html);
