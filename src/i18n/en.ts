export { default as raEnglish } from 'ra-language-english';
