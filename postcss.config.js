// Panda writes the CSS of the styles the sources use into src/app/styles.css's layers at build
// time (panda.config.ts; docs/architecture.md §4).
export default { plugins: { '@pandacss/dev/postcss': {} } };
