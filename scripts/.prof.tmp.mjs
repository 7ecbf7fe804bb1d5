import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map(); const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//,'')}:${f.lineNumber}`; self.set(key, (self.get(key) || 0) + (dt[i] || 0)); });
const byUrl = new Map(); for (const [k,v] of self) { const u = k.split(' ')[1].split(':')[0]; byUrl.set(u, (byUrl.get(u)||0)+v); }
console.log('by file (ms, 4x cpu):'); [...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,8).forEach(([k,v])=>console.log((v/1000).toFixed(0).padStart(6), k));
console.log('top functions:'); [...self].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log((v/1000).toFixed(0).padStart(6), k));
await browser.close();
