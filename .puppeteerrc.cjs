// mermaid-cli brings puppeteer; its browser download cannot reach its host here and is never used: the .stately check
// renders with Debian's Chromium (tests/support/stately/render.ts).
module.exports = { skipDownload: true };
