// axe-core over the patient's activity pages in Debian's Chromium (no browser download).
//   node check.js PAGES.json  ->  one JSON line per page and width on stdout
// PAGES.json: [{name, url, lang, widths, submit}] where submit is "" (just open the page),
// "missing" (send the form with no answers) or "answered" (choose the first answer of every
// question, then send). Each line: {name, width, lang, violations: [{id, nodes}], scrollWidth}.
"use strict";
const fs = require("fs");
const { chromium } = require("playwright-core");
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// One browser context per language the browser asks for (a fresh one per page cost a tenth
// of the run), and one tab in it that every page of that language is opened in at its width:
// a new tab per page started a renderer process each time, half of the run's CPU.
const contexts = {};
const tabs = {};
async function openPage(browser, page, width) {
  contexts[page.lang] ??= await browser.newContext({
    bypassCSP: true, // the pages forbid inline scripts; axe is injected as one
    locale: page.lang,
    extraHTTPHeaders: { "Accept-Language": page.lang },
  });
  tabs[page.lang] ??= await contexts[page.lang].newPage();
  const tab = tabs[page.lang];
  await tab.setViewportSize({ width, height: 800 });
  await tab.goto(page.url);
  if (page.submit) {
    await tab.evaluate((answered) => {
      document.querySelectorAll("input[required]").forEach((i) => i.removeAttribute("required"));
      if (answered) {
        const groups = new Set([...document.querySelectorAll("input[type=radio]")].map((i) => i.name));
        groups.forEach((name) => document.querySelector(`input[name="${name}"]`).click());
      }
    }, page.submit === "answered");
    await Promise.all([tab.waitForNavigation(), tab.click("button[type=submit]")]);
  }
  return tab;
}

(async () => {
  const pages = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    for (const page of pages) {
      for (const width of page.widths) {
        const tab = await openPage(browser, page, width);
        await tab.addScriptTag({ content: axeSource });
        const result = await tab.evaluate(
          async (tags) =>
            // Only violations are read: axe then skips detailing the passed and incomplete rules.
            await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }), TAGS);
        const line = {
          name: page.name,
          width,
          lang: await tab.evaluate(() => document.documentElement.lang),
          violations: result.violations.map((v) => ({ id: v.id, nodes: v.nodes.length })),
          scrollWidth: await tab.evaluate(() => document.documentElement.scrollWidth),
        };
        process.stdout.write(JSON.stringify(line) + "\n");
      }
    }
  } finally {
    await browser.close();
  }
})();
