import type { BlogSectionInput, BlogWriteInput } from '../../../../shared/blog/schema.ts';

// The demo blog: 14 posts written for Buildwright across every category, seeded under
// the system user 'Buildwright Editorial', which cannot log in. The HTML is what the Quill 2 editor
// writes (paragraphs, marks, headings, quotes, data-list lists, code blocks); images are the
// self-hosted SVGs in public/images/blog so that the site works offline. Prices quoted in posts
// are illustrative ranges, never a shop's live price.

// ---- Quill 2 HTML helpers -------------------------------------------------------------------

function p(...paragraphs: string[]): string {
  return paragraphs.map((text) => `<p>${text}</p>`).join('');
}

function list(kind: 'bullet' | 'ordered', items: string[]): string {
  return `<ol>${items.map((item) => `<li data-list="${kind}">${item}</li>`).join('')}</ol>`;
}

const bullets = (...items: string[]) => list('bullet', items);
const numbered = (...items: string[]) => list('ordered', items);

function quote(text: string): string {
  return `<blockquote>${text}</blockquote>`;
}

function code(...lines: string[]): string {
  const body = lines
    .map((line) => `<div class="ql-code-block" data-language="plain">${line}</div>`)
    .join('');
  return `<div class="ql-code-block-container" spellcheck="false">${body}</div>`;
}

function link(href: string, text: string): string {
  return `<a href="${href}" rel="noopener noreferrer" target="_blank">${text}</a>`;
}

// ---- section helpers ------------------------------------------------------------------------

type ImageStyle = `${'w-25' | 'w-50' | 'w-75'} ${'text-left' | 'text-center' | 'text-right'}`;

function standard(
  title: string,
  content: string,
  image?: { src: string; style: ImageStyle },
): BlogSectionInput {
  return {
    layout: 'standard',
    sectionTitle: title,
    sectionTitleStyle: 'text-left',
    sectionContent: content,
    sectionContentStyle: 'text-left',
    sectionImg: image?.src ?? '',
    sectionImgStyle: image?.style ?? '',
    sectionStyle: '',
    order: ['title', 'content', 'image'],
  };
}

function sideBySide(
  title: string,
  content: string,
  src: string,
  style: ImageStyle = 'w-50 text-left',
): BlogSectionInput {
  return { ...standard(title, content, { src, style }), layout: 'sideBySide' };
}

const IMG = {
  rifle: '/images/blog/rifle-silhouette.svg',
  timeline: '/images/blog/history-timeline.svg',
  gas: '/images/blog/gas-system.svg',
  barrel: '/images/blog/barrel-twist.svg',
  threads: '/images/blog/muzzle-threads.svg',
  buffer: '/images/blog/buffer-tube.svg',
  parts: '/images/blog/lower-parts.svg',
  prices: '/images/blog/price-chart.svg',
  checklist: '/images/blog/compatibility.svg',
} as const;

const withImage = (titleImg: string) =>
  ({ titleImg, titleImgStyle: 'yes-image text-center' }) as const;
const noImage = { titleImg: '', titleImgStyle: 'no-image' } as const;

// ---- the posts ------------------------------------------------------------------------------

export const demoPosts: BlogWriteInput[] = [
  {
    title: 'Why we built Buildwright',
    date: '2025-03-01',
    ...withImage(IMG.rifle),
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'History',
    tags: ['buildwright', 'announcements', 'planning'],
    seoDescription:
      'Why Buildwright exists: one place to plan an AR-15 build, compare merchant prices per part and keep track of what fits together.',
    content: [
      standard(
        'The spreadsheet problem',
        p(
          'Most AR-15 builds start the same way: a spreadsheet, a dozen browser tabs and a growing list of questions. Is this handguard long enough for a mid-length gas system? Does that stock fit a commercial buffer tube? Which shop has the barrel in stock today, and what does shipping add?',
          'Prices change, listings describe the same part in different words, and the spreadsheet is out of date the moment it is finished. We built Buildwright because we kept losing track of our own builds.',
        ),
      ),
      standard(
        'What Buildwright does',
        p('Buildwright is a planner, not a shop. It brings the pieces of a build into one list:') +
          bullets(
            'A <strong>build list</strong> organised by the parts of the rifle, from the lower receiver to the muzzle device.',
            '<strong>Price comparison</strong> for each part across merchants, so the cheapest complete build is visible at a glance.',
            'A <strong>parts catalogue</strong> with the specifications that matter for fit: calibre, gas length, thread pitch, diameters.',
            'An <strong>ammunition catalogue</strong> with the price per round beside every box price.',
            '<strong>Saved builds</strong> you can come back to and share by link.',
          ),
      ),
      standard(
        'How we write',
        p(
          'This blog explains the decisions behind a build in plain language: what a gas system length changes, how to read a thread pitch, where a budget is best spent. We aim to be accurate and calm rather than loud. When you buy, you buy from the merchant, so always confirm the final price, stock and shipping on their page, and check the laws that apply where you live.',
        ),
      ),
    ],
  },
  {
    title: 'A short history of the AR-15 platform',
    date: '2025-04-12',
    ...withImage(IMG.timeline),
    titleStyle: 'text-center',
    dateStyle: 'text-center',
    category: 'History',
    tags: ['history', 'ar-15', 'armalite', 'm16'],
    seoDescription:
      'From ArmaLite in the 1950s to the modular civilian rifle of today: a short, factual history of the AR-15 platform.',
    content: [
      standard(
        'Origins at ArmaLite',
        p(
          'In the mid-1950s ArmaLite, then a small division of the Fairchild aircraft company, set out to build rifles with aircraft materials: aluminium alloys and plastics instead of steel and walnut. Eugene Stoner’s 7.62 mm AR-10 came first. A scaled-down version for a small, fast .22-calibre cartridge followed, developed by Stoner with Robert Fremont and L. James Sullivan: the AR-15.',
          '“AR” stands for <em>ArmaLite Rifle</em>. The design already had the features builders know today: upper and lower receivers that separate on two pins, a straight-line stock, and a gas system that sends propellant gas straight back to the bolt carrier.',
        ),
      ),
      standard(
        'Colt and the M16',
        p(
          'In 1959 ArmaLite sold the design to Colt. The US Air Force adopted the rifle in the early 1960s and the Army followed with the M16 and M16A1 for service in Vietnam. Early reliability problems there were traced to a change of propellant, a lack of cleaning kits and training, and chambers without chrome plating; chrome lining, cleaning kits and training answered most of them.',
          'Later revisions brought the M16A2 in the 1980s, with a heavier barrel and a faster 1:7 twist for heavier bullets, and in the 1990s the shorter M4 carbine.',
        ),
      ),
      standard(
        'The civilian platform',
        p(
          'Colt sold a semi-automatic AR-15 to civilians from 1964. Once the original patents had run out, other makers could produce compatible parts, and the rifle slowly became a platform rather than a product. Flat-top upper receivers with a standard rail made optics easy to mount; free-float handguards and new calibres followed.',
        ) +
          quote(
            'Modularity is the reason a parts planner makes sense: the same lower receiver can carry a 5.56 carbine upper today and a .300 Blackout upper tomorrow.',
          ),
      ),
    ],
  },
  {
    title: 'Gas system lengths explained: pistol, carbine, mid-length, rifle',
    date: '2025-05-20',
    ...withImage(IMG.gas),
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Education',
    tags: ['gas system', 'barrels', 'fundamentals'],
    seoDescription:
      'Pistol, carbine, mid-length and rifle gas systems: where the port sits, which barrel lengths they suit and which parts must match.',
    content: [
      standard(
        'What the length measures',
        p(
          'An AR-15 cycles on gas tapped from the barrel through a small port. The <strong>gas system length</strong> is roughly the distance from the receiver end of the barrel to that port. Four lengths are standard:',
        ) +
          bullets(
            '<strong>Pistol</strong>: about 4 inches.',
            '<strong>Carbine</strong>: about 7 inches.',
            '<strong>Mid-length</strong>: about 9 inches.',
            '<strong>Rifle</strong>: about 12 inches.',
          ) +
          p(
            'A port closer to the chamber sees higher pressure and unlocks the bolt sooner, which makes the rifle cycle harder. A port further forward, with more barrel beyond it, gives a softer and usually gentler cycle.',
          ),
      ),
      standard(
        'Typical pairings',
        bullets(
          'Pistol gas: barrels up to about 10 inches, and many short .300 Blackout barrels.',
          'Carbine gas: 10.3 to 16 inches; the military M4 uses it with 14.5 inches.',
          'Mid-length gas: 14.5 to 18 inches, and the popular choice for 16 inches.',
          'Rifle gas: 18 inches and longer, as on the classic 20-inch rifle.',
        ) +
          p(
            'These are conventions, not rules. Port diameter matters as much as position, which is why two 16-inch mid-length barrels can behave differently.',
          ),
      ),
      standard(
        'Parts that must match',
        p(
          'The <strong>gas tube</strong> is sold by system length. The <strong>gas block</strong> must fit the barrel’s journal diameter, most often .625 inch, sometimes .750 inch on heavier profiles. A handguard should cover the gas block or clear it completely. If a rifle runs too hard, a heavier buffer or an adjustable gas block can tame it.',
        ),
      ),
    ],
  },
  {
    title: 'Choosing a barrel: length, twist and profile',
    date: '2025-07-03',
    ...withImage(IMG.barrel),
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Education',
    tags: ['barrels', 'twist rate', 'fundamentals'],
    seoDescription:
      'How to choose an AR-15 barrel: length and velocity, twist rate and bullet weight, profiles, chambers and finishes.',
    content: [
      standard(
        'Length',
        p(
          'Longer barrels give more velocity and a quieter report; shorter barrels handle better and weigh less. For a rifle, 16 inches is the shortest barrel that avoids federal short-barreled rifle rules, and state law can add its own limits. A 14.5-inch barrel reaches 16 inches only with a muzzle device that is <em>permanently</em> attached.',
        ),
      ),
      standard(
        'Twist',
        p(
          'Twist is written as one turn in a number of inches: 1:7, 1:8, 1:9. A faster twist (a smaller number) stabilises longer bullets, and in 5.56 longer usually means heavier.',
        ) +
          bullets(
            '1:9 suits the common 55 and 62 grain loads.',
            '1:8 handles 55 to 77 grain and is a sensible all-round choice.',
            '1:7 is the military standard and favours the heaviest bullets.',
          ),
      ),
      standard(
        'Profile',
        p(
          'Profile is the shape of the barrel’s outside. <strong>Pencil</strong> or lightweight barrels save weight but heat up and shift sooner in long strings. <strong>Government</strong> profiles are thin under the handguard and thicker forward of the gas block. <strong>Medium</strong> and <strong>heavy</strong> profiles hold their point of impact better while hot, at the cost of weight out front.',
        ),
      ),
      standard(
        'Chamber and finish',
        p(
          'A <strong>5.56 NATO</strong> or <strong>.223 Wylde</strong> chamber fires both 5.56 and .223 Remington; a <strong>.223 Remington</strong> chamber should not be fed 5.56. Chrome-moly barrels are chrome lined or nitrided for durability; stainless barrels are often chosen for precision.',
        ),
      ),
    ],
  },
  {
    title: 'Muzzle thread pitches: 1/2x28 vs 5/8x24',
    date: '2025-08-14',
    ...withImage(IMG.threads),
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Technology',
    tags: ['muzzle devices', 'threads', 'suppressors'],
    seoDescription:
      'What 1/2x28 and 5/8x24 mean, which barrels use each, and why bore size matters more than thread pitch when choosing a muzzle device.',
    content: [
      standard(
        'Reading the numbers',
        p(
          'A thread pitch gives the nominal diameter in inches and the number of threads per inch. <strong>1/2x28</strong> is half an inch across with 28 threads per inch; <strong>5/8x24</strong> is five-eighths of an inch with 24. Most 5.56 and .223 barrels are threaded 1/2x28. 5/8x24 is the usual pitch for .30-calibre barrels, including many .300 Blackout barrels and larger AR-10 pattern rifles.',
        ),
      ),
      standard(
        'Pitch is not bore',
        p(
          'Matching threads only proves a device will screw on. The hole through it must suit the bullet. A flash hider made for 5.56 on a .30-calibre barrel can be struck by the bullet, which is dangerous. A .30-calibre device on a 5.56 barrel is safe but usually less effective.',
        ) +
          quote(
            '<strong>Check two things on every muzzle device: the thread pitch and the calibre it is bored for.</strong>',
          ),
      ),
      standard(
        'Fitting a device',
        numbered(
          'Clean the threads and the shoulder of the barrel.',
          'Use a crush washer, peel washer or shim kit to time flash hiders and compensators.',
          'Tighten to the maker’s torque figure, with thread locker if they call for it.',
          'For a suppressor mount, confirm alignment with a bore rod before the first shot.',
        ),
      ),
    ],
  },
  {
    title: 'Buffer tubes: mil-spec vs commercial',
    date: '2025-09-25',
    ...noImage,
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Technology',
    tags: ['buffer', 'stocks', 'lower receiver'],
    seoDescription:
      'Mil-spec and commercial buffer tubes differ in diameter, so stocks rarely cross over. Here is how to tell them apart and pick a buffer weight.',
    content: [
      standard(
        'Carbine and rifle tubes',
        p(
          'The buffer tube, properly the receiver extension, holds the buffer and action spring behind the bolt carrier. A <strong>rifle</strong> tube is longer, takes a fixed stock and uses a rifle buffer and spring. A <strong>carbine</strong> tube is shorter, has notches for an adjustable stock and uses a carbine spring with a carbine or heavier buffer.',
        ),
      ),
      sideBySide(
        'Mil-spec or commercial',
        p(
          'Carbine tubes come in two diameters. A <strong>mil-spec</strong> tube measures about 1.148 inches across; a <strong>commercial</strong> tube about 1.168 inches, often with a sloped rear. The difference is small, but a mil-spec stock will not slide onto a commercial tube, and a commercial stock wobbles on a mil-spec one.',
          'Mil-spec tubes are usually 7075 aluminium with rolled threads. Buy the stock and tube as a matching pair.',
        ),
        IMG.buffer,
        'w-50 text-left',
      ),
      standard(
        'Buffer weight',
        p('Carbine-length buffers come in steps, by common convention:') +
          bullets(
            'Carbine: about 3.0 oz.',
            'H: about 3.8 oz.',
            'H2: about 4.7 oz.',
            'H3: about 5.4 oz.',
          ) +
          p(
            'A heavier buffer slows the carrier, which helps rifles that run hard, such as short gas systems or suppressed hosts. Too heavy and the rifle may short-stroke with weak ammunition. Stake the end plate into the castle nut when you are done.',
          ),
      ),
    ],
  },
  {
    title: 'Build guide: a 16-inch 5.56 mid-length carbine under $1,000',
    date: '2025-11-06',
    ...withImage(IMG.rifle),
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Weapons',
    tags: ['build guide', '5.56', 'mid-length', 'budget'],
    seoDescription:
      'A practical parts plan for a 16-inch 5.56 mid-length carbine under $1,000: where to spend, where to save and what to check.',
    content: [
      standard(
        'The plan',
        p(
          'A general-purpose carbine: 16-inch barrel chambered in 5.56 NATO or .223 Wylde, 1:7 or 1:8 twist, mid-length gas, a free-float handguard of about 15 inches and a collapsible stock. The budget covers the rifle itself; optics, sling and magazines come on top.',
        ),
      ),
      standard(
        'Parts and typical price ranges',
        bullets(
          'Stripped lower receiver: $70–120',
          'Lower parts kit: $50–80',
          'Carbine buffer kit with H buffer: $50–80',
          'Stock: $40–70',
          'Stripped upper receiver: $70–110',
          '16-inch mid-length barrel: $150–250',
          'Low-profile gas block and mid-length tube: $30–60',
          'Free-float M-LOK handguard: $80–150',
          'Bolt carrier group: $120–160',
          'Charging handle and muzzle device: $40–90',
        ) +
          p(
            'All lows come to about $700; choosing mid-range parts lands near $900. Prices here are illustrative, so compare current offers in the build list.',
          ),
      ),
      sideBySide(
        'Why mid-length',
        p(
          'On a 16-inch barrel a mid-length system gives a softer cycle than carbine gas and leaves room for a longer handguard. It is the most common and best-supported choice at this length.',
          'Spend on the <strong>barrel</strong> and <strong>bolt carrier group</strong>: look for a tested bolt and a properly staked gas key. Save on the stock and the lower parts kit.',
        ),
        IMG.gas,
        'w-50 text-right',
      ),
      standard(
        'Before you order',
        numbered(
          'Match the gas block to the barrel journal diameter.',
          'Buy a mid-length gas tube.',
          'Pick a stock for your buffer tube diameter.',
          'Build to the feature and magazine rules of your state.',
        ),
      ),
    ],
  },
  {
    title: 'Free-float handguards: what changes',
    date: '2025-12-18',
    ...noImage,
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Technology',
    tags: ['handguards', 'free-float', 'accuracy'],
    seoDescription:
      'What a free-float handguard changes on an AR-15, what it needs (barrel nut, low-profile gas block) and how to fit one carefully.',
    content: [
      standard(
        'What free-float means',
        p(
          'A traditional two-piece handguard is held between the delta ring at the receiver and a cap at the front sight base, so pressure on it reaches the barrel. A <strong>free-float</strong> handguard attaches only at the upper receiver, through its own barrel nut, and touches nothing further forward.',
        ),
      ),
      sideBySide(
        'What changes',
        bullets(
          'A sling, bipod or barricade no longer pushes on the barrel, so the point of impact stays put.',
          'M-LOK or Picatinny slots along the length mount lights and grips where you want them.',
          'A continuous top rail gives room for optics and night sights.',
        ) +
          quote(
            'A free-float handguard does not make a barrel more accurate. It keeps outside forces off it.',
          ),
        IMG.barrel,
        'w-50 text-right',
      ),
      standard(
        'What it needs',
        p(
          'Most free-float handguards come with a proprietary barrel nut, so the old nut and delta ring come off. The gas block must fit inside the handguard, which usually means a low-profile block in place of the fixed front sight base.',
        ) +
          numbered(
            'Torque the barrel nut to the handguard maker’s figure.',
            'Install the gas block and tube, secured and aligned with the port.',
            'Slide on the handguard and align its top rail with the receiver.',
            'Tighten the clamp screws evenly, with thread locker if specified.',
          ),
      ),
    ],
  },
  {
    title: 'Review: a budget mil-spec lower parts kit',
    date: '2026-02-02',
    ...withImage(IMG.parts),
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Review',
    tags: ['review', 'lower parts kit', 'budget'],
    seoDescription:
      'We assembled an unbranded $50-class lower parts kit into a stripped lower: what was in the bag, how it fitted and whether it is worth buying.',
    content: [
      standard(
        'What we tested',
        p(
          'An unbranded, store-brand lower parts kit in the $50 class, complete with pistol grip and trigger guard. We bought one sample at retail and assembled it into a forged stripped lower. We are not naming the seller: the point is what to look for in any budget kit.',
        ),
      ),
      standard(
        'In the bag',
        bullets(
          'Single-stage trigger, hammer, disconnector and their springs',
          'Safety selector with detent and spring',
          'Magazine catch, button and spring; bolt catch with roll pin and plunger',
          'Pivot and takedown pins with detents and springs',
          'Buffer retainer and spring, trigger guard, pistol grip and screw',
        ),
      ),
      standard(
        'Findings',
        p(
          'Pins and detents fitted the receiver without force, and the selector clicked cleanly into both positions. Over ten pulls the trigger averaged about 7 lb, with noticeable creep and some grit: typical of a mil-spec single stage. The bolt catch roll pin was tight, so use a roll-pin holder and protect the receiver finish. One takedown detent spring was shorter than its twin; we replaced it from a spares bag.',
        ),
      ),
      standard(
        'Verdict',
        p(
          '<strong>Good value for a first build</strong>, provided you inspect the springs and plan to upgrade the trigger later. Whatever kit you use, finish with a function check before the first live round.',
        ),
      ),
    ],
  },
  {
    title: 'Reading ammo prices per round',
    date: '2026-03-17',
    ...withImage(IMG.prices),
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Education',
    tags: ['ammunition', 'prices', 'budget'],
    seoDescription:
      'Box prices hide the real cost of ammunition. How to work out price per round, include shipping and compare like with like.',
    content: [
      standard(
        'Why per round',
        p(
          'Ammunition is sold in boxes of 20, 50, 500 or 1,000, so box prices cannot be compared directly. Price per round puts every listing on one scale, and Buildwright’s ammunition catalogue sorts by it across merchants.',
        ),
      ),
      standard(
        'The arithmetic',
        code(
          'price per round = (box price + shipping + tax) / rounds',
          '20 rounds at $11.99           = $0.60 per round',
          '1,000 rounds at $399.99       = $0.40 per round',
          '1,000 rounds + $20.00 shipping = $0.42 per round',
        ) +
          p(
            'Shipping matters most on small orders, and free-shipping thresholds can make a larger order cheaper per round than a smaller one.',
          ),
      ),
      standard(
        'Compare like with like',
        bullets(
          '<strong>Calibre and chamber</strong>: 5.56 NATO and .223 Remington are not interchangeable in every rifle.',
          '<strong>Bullet weight and type</strong>: full metal jacket for practice, match or expanding bullets for other purposes.',
          '<strong>Case</strong>: brass, steel or aluminium; some ranges do not allow steel.',
          '<strong>New or remanufactured</strong>, and whether the box is sealed for storage.',
        ) +
          p(
            'The cheapest round is only a bargain if your rifle runs it reliably. Test a box before you buy a case.',
          ),
      ),
    ],
  },
  {
    title: 'Build guide: a .300 Blackout suppressor host',
    date: '2026-05-05',
    ...noImage,
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Weapons',
    tags: ['build guide', '300 blackout', 'suppressors'],
    seoDescription:
      'Planning a .300 Blackout upper to run with a suppressor: barrel and gas choices, buffer and gas tuning, muzzle threads and a safety warning.',
    content: [
      standard(
        'Why .300 Blackout',
        p(
          '.300 Blackout puts a .30-calibre bullet in an AR-15 using the standard bolt, lower receiver and magazines. It burns its powder efficiently in short barrels, and heavy subsonic loads of around 190 to 220 grain stay below the speed of sound, which is what makes it a favourite suppressor host. Supersonic loads of around 110 to 125 grain cover everything else.',
        ),
      ),
      standard(
        'Barrel and gas',
        p(
          'Short barrels of 8 to 10.5 inches with pistol-length gas are the classic choice, with a 1:7 or 1:8 twist. On a rifle, anything under 16 inches is a short-barreled rifle under federal law and must be registered first. A 16-inch barrel avoids that paperwork at the cost of length.',
        ),
      ),
      sideBySide(
        'Running suppressed',
        bullets(
          'An <strong>adjustable gas block</strong> reduces the extra back pressure a suppressor brings.',
          'An <strong>H2 buffer</strong> is a common starting point.',
          'A gas-busting charging handle keeps gas away from your face.',
          'A <strong>5/8x24</strong> direct-thread or quick-detach mount rated for .30 calibre.',
        ) +
          p(
            'The suppressor itself is regulated under the National Firearms Act: approval comes before possession.',
          ),
        IMG.threads,
        'w-50 text-left',
      ),
      standard(
        'A safety warning',
        quote(
          '<strong>Mark your .300 Blackout magazines.</strong> A .300 Blackout round can chamber in a 5.56 rifle and fire, with destructive results. Keep the two calibres in separate, clearly labelled magazines and ammunition cans.',
        ),
      ),
    ],
  },
  {
    title: 'Review: drop-in two-stage triggers compared',
    date: '2026-06-23',
    ...noImage,
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Review',
    tags: ['review', 'triggers', 'upgrades'],
    seoDescription:
      'Three drop-in two-stage AR-15 trigger cassettes measured in the same lower: pull weights, feel, reset and installation notes.',
    content: [
      standard(
        'How we tested',
        p(
          'We compared three drop-in, two-stage trigger cassettes from different makers, priced between $150 and $250. We call them A, B and C: the point is the trade-offs, not the logos. Each went into the same lower and was measured with a digital gauge, averaging ten pulls.',
        ),
      ),
      sideBySide(
        'Results',
        bullets(
          '<strong>Trigger A</strong>: about 2.5 lb first stage, 4.5 lb total. A clear wall, a crisp break and a short reset. The best all-rounder.',
          '<strong>Trigger B</strong>: about 1.5 lb per stage, 3 lb total. Superb on the bench; some testers found the first stage too light for field use.',
          '<strong>Trigger C</strong>: longest take-up, about 5 lb total. The most familiar feel for shooters used to a duty rifle.',
        ),
        IMG.parts,
        'w-25 text-right',
      ),
      standard(
        'Installation notes',
        p(
          'Most AR-15 lowers take <strong>small pin</strong> (.154 inch) triggers; check before you order. Cassettes use set screws against the receiver, so tighten them as the maker says and no further. Some ambidextrous selectors interfere with certain cassettes.',
          'After installation, always run a function check with the rifle unloaded: safe, fire, and reset with the trigger held back.',
        ),
      ),
    ],
  },
  {
    title: 'Legal basics: barrel length and SBR rules',
    date: '2026-08-11',
    ...noImage,
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Education',
    tags: ['legal', 'sbr', 'barrels', 'nfa'],
    seoDescription:
      'General information on federal barrel and overall length rules for rifles. Not legal advice: check federal, state and local law.',
    content: [
      standard(
        'Read this first',
        quote(
          '<strong>This is general information, not legal advice.</strong> Laws differ between states and localities and change over time. Check federal, state and local law, and ask a qualified attorney about your situation.',
        ),
      ),
      standard(
        'The federal thresholds',
        p(
          'Under the National Firearms Act, a rifle with a barrel shorter than <strong>16 inches</strong>, or an overall length under <strong>26 inches</strong>, is a short-barreled rifle (SBR). Making one requires ATF approval <em>before</em> you build it; buying a registered one requires an approved transfer. Possessing an unregistered SBR is a federal crime. The ' +
            link('https://www.atf.gov', 'ATF website') +
            ' publishes the current forms and guidance.',
        ),
        { src: IMG.rifle, style: 'w-50 text-center' },
      ),
      standard(
        'How length is measured',
        bullets(
          'Barrel length runs from the closed bolt face to the end of the barrel, or to the end of a <em>permanently</em> attached muzzle device. A screwed-on device does not count.',
          'Overall length is measured with an adjustable or folding stock fully extended.',
        ),
      ),
      standard(
        'Common pitfalls',
        bullets(
          'Fitting a short upper to a rifle lower without approval.',
          'Owning parts that could be assembled into an unregistered SBR: ask a lawyer about constructive possession.',
          'Pistol and stabilising brace rules, which have changed and been litigated in recent years.',
          'Taking a registered SBR across state lines without prior ATF approval.',
          'State laws that ban or restrict SBRs, suppressors or certain features outright.',
        ) +
          p(
            'Buildwright does not know where you live and cannot tell you whether a configuration is legal for you.',
          ),
      ),
    ],
  },
  {
    title: 'Compatibility checks: catching conflicts before you buy',
    date: '2026-11-15',
    ...withImage(IMG.checklist),
    titleStyle: 'text-left',
    dateStyle: 'text-left',
    category: 'Technology',
    tags: ['compatibility', 'planning', 'buildwright'],
    seoDescription:
      'The AR-15 is modular but not universal. A checklist of the fits that catch builders out, and how Buildwright’s build list helps.',
    content: [
      standard(
        'Modular, not universal',
        p(
          'Most AR-15 parts follow shared dimensions, but not all of them, and a few near-standards look identical in a product photo. Returns cost time and shipping, so it pays to check fit while the build is still a list.',
        ),
      ),
      standard(
        'The checklist',
        numbered(
          '<strong>Calibre family</strong>: barrel, bolt and magazine must agree. .300 Blackout uses the 5.56 bolt; 6.5 Grendel and 7.62x39 do not.',
          '<strong>Gas</strong>: tube length matches the barrel’s system; block matches its journal diameter.',
          '<strong>Handguard</strong>: its barrel nut suits the upper, and the gas block fits inside.',
          '<strong>Muzzle</strong>: thread pitch and bore diameter both suit the barrel.',
          '<strong>Buffer tube</strong>: mil-spec or commercial, matched to the stock.',
          '<strong>Trigger pins</strong>: small pin (.154 inch) for most AR-15 lowers.',
          '<strong>Pattern</strong>: AR-15 and AR-10 pattern parts do not mix.',
        ),
      ),
      standard(
        'How Buildwright helps',
        p(
          'Every part page in the catalogue lists the specifications that decide fit, and the build list’s compatibility panel warns when a part duplicates another, such as a separate barrel added beside a complete upper that already includes one. When it reports no issues, that means none it could detect: treat it as a second pair of eyes, and read the specifications before you order.',
        ),
      ),
    ],
  },
];
