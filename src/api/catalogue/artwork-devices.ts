import { circle, edge, hue, path, rect, type Drawer, type Paint } from './artwork-kit.ts';

/** A lit screen: a gradient of the model's hue with a soft shape, so screens differ by model. */
function screen(p: Paint, x: number, y: number, w: number, h: number, rx: number): string {
  const id = `s${Math.round(x)}${Math.round(y)}`;
  const top = hue(p, 70, 45);
  const bottom = hue(p, 65, 22, 40);
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(x, y, w, h, `url(#${id})`, `rx="${rx}"`) +
    circle(x + w * (0.3 + p.r() * 0.4), y + h * (0.35 + p.r() * 0.3), Math.min(w, h) * 0.28, '#fff', 'opacity=".18"')
  );
}

/** Phones and tablets: aspect, corners, bezel, notch or home button, camera layout by model. */
function handheld(p: Paint, big: boolean): ReturnType<Drawer> {
  const w = big ? 190 + p.pick(40) : 112 + p.pick(26);
  const h = big ? 250 + p.pick(30) : 228 + p.pick(36);
  const x = 200 - w / 2;
  const y = 195 - h / 2;
  const rx = 8 + p.pick(big ? 14 : 20);
  const bezel = 5 + p.pick(big ? 14 : 9);
  const top = bezel + (p.pick(2) ? 20 : 6);
  const bottom = bezel + (p.pick(2) ? 22 : 6);
  const front = [
    rect(x, y, w, h, p.c, `rx="${rx}" ${edge(p)}`),
    screen(p, x + bezel, y + top, w - 2 * bezel, h - top - bottom, Math.max(2, rx - bezel)),
  ];
  const notch = p.pick(4);
  if (top > bezel + 10)
    front.push(rect(200 - 18, y + top / 2 - 2, 36, 4, '#333', 'rx="2"'), circle(200 + 30, y + top / 2, 3, '#333'));
  else if (notch === 1) front.push(circle(x + bezel + 16, y + top + 12, 5, '#111'));
  else if (notch === 2) front.push(path(`M${200 - 30} ${y + top} h60 q-6 14 -18 14 h-24 q-12 0 -18 -14z`, '#111'));
  else front.push(circle(200, y + top + 10, 4, '#111'));
  if (bottom > bezel + 10)
    front.push(
      p.pick(2)
        ? circle(200, y + h - bottom / 2, bottom / 3, 'none', `stroke="${p.dark}" stroke-width="2"`)
        : rect(200 - 20, y + h - bottom / 2 - 3, 40, 6, p.dark, 'rx="3"'),
    );

  const layout = p.pick(5);
  const cx = layout === 2 || layout === 4 ? 200 : x + 30;
  const cy = y + 34;
  const lens = (lx: number, ly: number, r: number) =>
    circle(lx, ly, r, '#222', `stroke="${p.light}" stroke-width="3"`) +
    circle(lx - r / 3, ly - r / 3, r / 4, '#fff', 'opacity=".5"');
  const cams: string[] = [];
  if (layout === 0) cams.push(lens(cx, cy, 11));
  if (layout === 1)
    cams.push(rect(cx - 16, cy - 16, 32, 62, p.dark, 'rx="14"'), lens(cx, cy, 10), lens(cx, cy + 30, 10));
  if (layout === 2)
    cams.push(rect(cx - 40, cy - 14, 80, 28, p.dark, 'rx="14"'), lens(cx - 20, cy, 9), lens(cx + 20, cy, 9));
  if (layout === 3)
    cams.push(
      rect(cx - 18, cy - 18, 62, 62, p.dark, 'rx="14"'),
      lens(cx, cy, 9),
      lens(cx + 26, cy, 9),
      lens(cx, cy + 26, 9),
      circle(cx + 26, cy + 26, 5, '#ffe9a8'),
    );
  if (layout === 4) cams.push(circle(cx, cy + 12, 26, p.dark), lens(cx, cy + 12, 14));
  if (layout !== 3) cams.push(circle(layout === 2 ? cx + 52 : cx + 28, cy, 5, '#ffe9a8'));
  const back = [
    rect(x, y, w, h, p.c, `rx="${rx}" ${edge(p)}`),
    rect(x + w * 0.62, y, w * 0.38, h, '#fff', `rx="${rx}" opacity=".08"`),
    ...cams,
  ];
  if (p.pick(2) && !big) back.push(circle(200, y + h * 0.38, 14, 'none', `stroke="${p.dark}" stroke-width="3"`));
  back.push(rect(200 - 14, y + h * 0.8, 28, 8, p.light, 'rx="4" opacity=".8"'));
  const depth = big ? 10 : 12 + p.pick(5);
  const side =
    rect(200 - depth / 2, y, depth, h, p.c, `rx="${depth / 2}" ${edge(p)}`) +
    rect(200 + depth / 2 - 1, y + h * 0.2, 3, 30, p.dark, 'rx="1"') +
    rect(200 + depth / 2 - 1, y + h * 0.35, 3, 46, p.dark, 'rx="1"');
  // The shop's first picture shows both sides, the back behind: the camera tells models apart.
  const pair = big
    ? front.join('')
    : `<g transform="translate(-52 -6) scale(0.94) translate(12 12)">${back.join('')}</g>` +
      `<g transform="translate(46 8)">${front.join('')}</g>`;
  return { front: pair, back: back.join(''), focus: [cx + 8, cy + 14], focusBack: true, side };
}

export const phone: Drawer = (p) => handheld(p, false);
export const tablet: Drawer = (p) => handheld(p, true);

/** TVs: bezel, aspect, stand (pedestal, two feet, bar), a picture of the model's hue. */
export const tv: Drawer = (p) => {
  const w = 300 + p.pick(40);
  const h = Math.round(w * 0.56);
  const x = 200 - w / 2;
  const y = 70;
  const bezel = 3 + p.pick(10);
  const stand = p.pick(3);
  const standSvg =
    stand === 0
      ? rect(188, y + h, 24, 32, p.dark) + path(`M140 ${y + h + 40} h120 l-10 -10 h-100z`, p.dark)
      : stand === 1
        ? path(`M${x + 40} ${y + h} l-16 38 h8 l16 -38z M${x + w - 40} ${y + h} l16 38 h-8 l-16 -38z`, p.dark)
        : rect(x + 30, y + h + 24, w - 60, 8, p.dark, 'rx="4"') + rect(196, y + h, 8, 26, p.dark);
  const picture =
    screen(p, x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, 2) +
    path(
      `M${x + bezel} ${y + h - bezel} l${w * 0.3} -${h * 0.35} l${w * 0.2} ${h * 0.2} l${w * 0.25} -${h * 0.3} ` +
        `L${x + w - bezel} ${y + h - bezel}z`,
      '#000',
      'opacity=".25"',
    );
  const front =
    rect(x, y, w, h, '#1c1c1c', `rx="4" stroke="${p.c}" stroke-width="3"`) +
    picture +
    standSvg +
    (bezel > 7 ? circle(200, y + h - bezel / 2, 2, '#ffb300') : '');
  const vents = Array.from({ length: 8 }, (_, i) =>
    rect(x + w * 0.3 + i * 18, y + 30, 8, 60, '#111', 'rx="3" opacity=".5"'),
  ).join('');
  const back =
    rect(x, y, w, h, '#3a3a3a', 'rx="6"') +
    rect(x + w * 0.2, y + h * 0.15, w * 0.6, h * 0.7, '#2b2b2b', 'rx="10"') +
    vents +
    rect(x + w * 0.72, y + h * 0.55, 30, 14, '#111') +
    standSvg;
  const side = rect(194, y, 12 + p.pick(20), h, '#2b2b2b', 'rx="4"') + standSvg;
  return { front, back, focus: [x + w - 20, y + h - 10], side };
};

/** Cameras: body, grip, lens size and hood, flash hump, mode dial. */
export const camera: Drawer = (p) => {
  const w = 220 + p.pick(50);
  const x = 200 - w / 2;
  const lensR = 48 + p.pick(26);
  const hump = p.pick(3);
  const body = p.pick(4) === 0 ? '#c9c9c9' : '#262626';
  const front =
    (hump ? path(`M${200 - 34} 118 l10 -30 h48 l10 30z`, body) : '') +
    rect(x, 115, w, 160, body, 'rx="18"') +
    rect(x + 8, 130, 44, 135, '#3a3a3a', 'rx="14"') +
    circle(x + w - 40, 102, 14, '#555') +
    circle(206, 200, lensR + 10, '#111') +
    circle(206, 200, lensR, p.a, `stroke="${p.light}" stroke-width="4"`) +
    circle(206, 200, lensR * 0.6, '#0b1220') +
    circle(192, 186, lensR * 0.18, '#fff', 'opacity=".5"') +
    circle(206, 200, lensR + 5, 'none', `stroke="${hue(p, 80, 45)}" stroke-width="3"`);
  const back =
    rect(x, 115, w, 160, body, 'rx="18"') +
    rect(x + 30, 140, w * 0.55, 110, '#0b1220', 'rx="6"') +
    screen(p, x + 34, 144, w * 0.55 - 8, 102, 4) +
    Array.from({ length: 4 }, (_, i) => circle(x + w - 36, 150 + i * 28, 9, '#444')).join('') +
    rect(x + w * 0.3, 100, 50, 22, '#333', 'rx="6"');
  return { front, back, focus: [206, 200] };
};

/** Headphones: over-ear, on-ear or earbuds; band, cups and cushions in the variant's colour. */
export const headphones: Drawer = (p) => {
  const style = /in the ear/.test(p.kind)
    ? 2
    : /on the ear/.test(p.kind)
      ? 1
      : /over the ear/.test(p.kind)
        ? 0
        : p.pick(3);
  if (style === 2) {
    const bud = (bx: number, flip: number) =>
      circle(bx, 190, 34, p.c, edge(p)) +
      circle(bx, 190, 18, p.dark) +
      rect(bx - 8 + flip * 6, 212, 16, 70, p.c, `rx="8" ${edge(p)}`);
    const front =
      bud(140, 1) + bud(260, -1) + path('M140 282 Q200 340 260 282', 'none', `stroke="${p.dark}" stroke-width="4"`);
    return {
      front,
      back:
        rect(120, 140, 160, 110, p.c, `rx="50" ${edge(p)}`) +
        circle(200, 195, 8, '#8bc34a') +
        rect(190, 132, 20, 6, p.dark, 'rx="3"'),
      focus: [140, 190],
    };
  }
  const cupW = style === 0 ? 62 : 50;
  const cupH = style === 0 ? 110 : 80;
  const band = path(
    'M118 220 V165 a82 82 0 0 1 164 0 V220',
    'none',
    `stroke="${p.c}" stroke-width="${12 + p.pick(10)}"`,
  );
  const cups = [118, 282]
    .map(
      (cx) =>
        rect(cx - cupW / 2, 250 - cupH / 2, cupW, cupH, p.c, `rx="${cupW / 2.3}" ${edge(p)}`) +
        rect(cx - cupW / 2 + 10, 250 - cupH / 2 + 12, cupW - 20, cupH - 24, p.dark, `rx="${cupW / 3}"`),
    )
    .join('');
  const front = band + cups + rect(180, 84, 40, 10, p.dark, 'rx="5"');
  const back =
    band +
    [118, 282].map((cx) => circle(cx, 250, cupW / 2 + 4, p.c, edge(p)) + circle(cx, 250, cupW / 4, p.light)).join('');
  return { front, back, focus: [118, 250] };
};

/** Gaming: consoles (PlayStation-like slab, Xbox-like box), controllers, and game cases with cover art. */
export const gamepad: Drawer = (p) => {
  if (/playstation 4|xbox one (s|x)$/.test(p.model) && !/controller/.test(p.model)) {
    const slab = /playstation/.test(p.model);
    const front = slab
      ? path('M70 200 l40 -60 h200 l-40 60z', '#1b1b1b') +
        path('M70 200 h200 l40 -60 v26 l-40 60 h-200z', '#111') +
        rect(150, 206, 60, 4, '#2196f3')
      : rect(70, 150, 260, 90, p.c === '#5c6b7a' ? '#f0f0f0' : '#1b1b1b', 'rx="8" stroke="#999" stroke-width="2"') +
        circle(300, 175, 8, '#fff', 'stroke="#999"') +
        rect(90, 190, 120, 6, '#888');
    return {
      front,
      back:
        rect(80, 150, 240, 90, '#222', 'rx="8"') +
        Array.from({ length: 10 }, (_, i) => rect(100 + i * 20, 165, 10, 50, '#000')).join(''),
      focus: [160, 200],
    };
  }
  if (/controller/.test(p.model)) {
    const body = p.c;
    const outline =
      'M120 140 h160 a60 60 0 0 1 58 74 l-16 64 a30 30 0 0 1 -52 10 l-30 -38 h-80 l-30 38 a30 30 0 0 1 -52 -10 ' +
      'l-16 -64 a60 60 0 0 1 58 -74z';
    const pad = path(outline, body, edge(p));
    const front =
      pad +
      rect(116, 186, 44, 14, p.dark) +
      rect(131, 171, 14, 44, p.dark) +
      [
        [262, 178],
        [284, 198],
        [240, 198],
        [262, 218],
      ]
        .map(([bx, by]) => circle(bx ?? 0, by ?? 0, 9, hue(p, 70, 50)))
        .join('') +
      circle(170, 240, 16, '#222') +
      circle(230, 240, 16, '#222');
    return {
      front,
      back: pad + rect(130, 150, 50, 12, p.dark, 'rx="6"') + rect(220, 150, 50, 12, p.dark, 'rx="6"'),
      focus: [262, 198],
    };
  }
  // A game: the case with its cover art of shapes in the game's colours.
  const strip = /ps4/.test(p.kind + p.model) ? '#003791' : /xbox/.test(p.kind + p.model) ? '#107c10' : '#2b2b2b';
  const art = Array.from({ length: 4 }, () =>
    circle(130 + p.r() * 140, 110 + p.r() * 200, 20 + p.r() * 60, hue(p, 70, 30 + p.r() * 40), 'opacity=".8"'),
  ).join('');
  const front =
    `<clipPath id="g"><rect x="120" y="80" width="160" height="240"/></clipPath>` +
    rect(120, 60, 160, 260, hue(p, 50, 20), 'rx="4"') +
    `<g clip-path="url(#g)">${art}` +
    path(`M120 ${240 + p.pick(60)} l160 -${40 + p.pick(80)} V320 H120z`, '#000', 'opacity=".35"') +
    '</g>' +
    rect(120, 60, 160, 22, strip, 'rx="3"');
  const back =
    rect(120, 60, 160, 260, '#e8e8e8', 'rx="4" stroke="#bbb"') +
    rect(120, 60, 160, 22, strip) +
    rect(135, 100, 60, 40, hue(p, 60, 40)) +
    rect(205, 100, 60, 40, hue(p, 60, 55)) +
    Array.from({ length: 8 }, (_, i) => rect(135, 160 + i * 14, 130 - (i % 3) * 20, 6, '#bbb')).join('');
  return { front, back, focus: [200, 180] };
};

/** Watches: round or square dial, analog hands, chronograph sub-dials or a digital display. */
export const watch: Drawer = (p) => {
  const square = /digital/.test(p.kind) || p.pick(4) === 0;
  const dial = ['#111', '#f5f5f5', '#1d2f5e', '#c0c4c8', '#0d3b2e'][p.pick(5)] ?? '#111';
  const strap =
    rect(172, 40, 56, 300, p.c, `rx="14" ${edge(p)}`) +
    Array.from({ length: 5 }, (_, i) => rect(172, 270 + i * 12, 56, 3, p.dark, 'opacity=".5"')).join('');
  const caseSvg = square
    ? rect(132, 122, 136, 136, p.light, 'rx="22" stroke="#777" stroke-width="3"') +
      rect(144, 134, 112, 112, dial, 'rx="14"')
    : circle(200, 190, 70, p.light, 'stroke="#777" stroke-width="3"') + circle(200, 190, 58, dial);
  const ink = dial === '#f5f5f5' || dial === '#c0c4c8' ? '#222' : '#eee';
  let face: string;
  if (/digital/.test(p.kind))
    face = rect(154, 170, 92, 36, '#9fb59a') + rect(164, 180, 72, 16, '#2d3b2a', 'opacity=".6"');
  else {
    face = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const [x1, y1, x2, y2] = [
        200 + Math.sin(a) * 46,
        190 - Math.cos(a) * 46,
        200 + Math.sin(a) * 52,
        190 - Math.cos(a) * 52,
      ];
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" stroke-width="${i % 3 ? 2 : 4}"/>`;
    }).join('');
    if (/chronograph/.test(p.kind))
      face += [
        [180, 175],
        [220, 175],
        [200, 212],
      ]
        .map(([sx, sy]) => circle(sx ?? 0, sy ?? 0, 10, 'none', `stroke="${ink}" stroke-width="1.5"`))
        .join('');
    if (/analog-digital/.test(p.kind)) face += rect(178, 208, 44, 14, '#9fb59a');
    const hand = (length: number) => {
      const a = p.r() * 6.28;
      return `M200 190 L${200 + length * Math.sin(a)} ${190 - length * Math.cos(a)}`;
    };
    face += path(`${hand(30)} ${hand(44)}`, 'none', `stroke="${ink}" stroke-width="4" stroke-linecap="round"`);
  }
  const front = strap + caseSvg + face + rect(268, 182, 10, 16, '#888', 'rx="3"');
  const back =
    strap +
    (square ? rect(136, 126, 128, 128, '#b0b4b8', 'rx="20"') : circle(200, 190, 66, '#b0b4b8')) +
    circle(200, 190, 36, 'none', 'stroke="#8a8e92" stroke-width="3"') +
    rect(176, 60, 48, 10, '#888', 'rx="4"');
  return { front, back, focus: [200, 190] };
};

/** Refrigerators: single, double, triple or side-by-side doors with their handles. */
export const fridge: Drawer = (p) => {
  const w = /side by side/.test(p.kind) ? 220 : 150 + p.pick(20);
  const x = 200 - w / 2;
  const doors: string[] = [rect(x, 50, w, 280, p.c, `rx="10" ${edge(p)}`)];
  if (/side by side/.test(p.kind))
    doors.push(
      rect(199, 50, 2, 280, p.dark),
      rect(188, 120, 6, 110, '#ccc', 'rx="3"'),
      rect(206, 120, 6, 110, '#ccc', 'rx="3"'),
      rect(x + 20, 90, 60, 70, '#263238', 'rx="4"'),
    );
  else if (/triple/.test(p.kind))
    doors.push(
      rect(x, 130, w, 3, p.dark),
      rect(x, 240, w, 3, p.dark),
      rect(x + w - 18, 70, 6, 45, '#ccc', 'rx="3"'),
      rect(x + w - 18, 150, 6, 70, '#ccc', 'rx="3"'),
      rect(x + 20, 265, w - 40, 6, '#ccc', 'rx="3"'),
    );
  else if (/double/.test(p.kind))
    doors.push(
      rect(x, 140, w, 3, p.dark),
      rect(x + w - 18, 70, 6, 55, '#ccc', 'rx="3"'),
      rect(x + w - 18, 160, 6, 90, '#ccc', 'rx="3"'),
    );
  else
    doors.push(
      rect(x + w - 18, 90, 6, 110, '#ccc', 'rx="3"'),
      rect(x + 14, 290, w - 28, 20, p.dark, 'rx="3" opacity=".6"'),
    );
  // Prints on the door of patterned colours ('Wine Blossom', 'Ruby Dazzle').
  if (p.pick(3) === 0)
    doors.push(
      ...Array.from({ length: 5 }, () =>
        circle(x + 20 + p.r() * (w - 40), 170 + p.r() * 120, 6 + p.r() * 10, p.light, 'opacity=".5"'),
      ),
    );
  const back =
    rect(x, 50, w, 280, '#6d6d6d', 'rx="10"') +
    Array.from({ length: 9 }, (_, i) => rect(x + 20, 80 + i * 22, w - 40, 4, '#3d3d3d')).join('') +
    circle(200, 300, 16, '#333');
  return { front: doors.join(''), back, focus: [x + w - 15, 160] };
};

/** Washing machines: front loader (round door), top loader (lid), semi automatic (two tubs). */
export const washer: Drawer = (p) => {
  const c = p.c === '#5c6b7a' ? '#e6e6e6' : p.c;
  const body = rect(100, 60, 200, 262, c, 'rx="12" stroke="#9e9e9e" stroke-width="2"');
  let front = body;
  if (/front/.test(p.kind))
    front +=
      rect(100, 60, 200, 46, p.a, 'rx="12" opacity=".5"') +
      circle(260, 83, 12, '#ddd', 'stroke="#777"') +
      circle(200, 210, 78, '#9e9e9e') +
      circle(200, 210, 62, '#cfe3f5') +
      circle(180, 190, 14, '#fff', 'opacity=".6"');
  else if (/semi/.test(p.kind))
    front +=
      rect(108, 68, 90, 40, '#7fb3d5', 'rx="6"') +
      rect(202, 68, 90, 40, '#85c1a0', 'rx="6"') +
      circle(150, 150, 14, '#ddd', 'stroke="#777"') +
      circle(250, 150, 14, '#ddd', 'stroke="#777"') +
      rect(120, 200, 160, 90, c, 'stroke="#bbb"');
  else
    front +=
      rect(110, 66, 180, 60, '#b0bec5', 'rx="8"') +
      rect(130, 140, 140, 24, p.a, 'rx="6" opacity=".7"') +
      circle(150, 152, 8, '#fff') +
      rect(120, 190, 160, 100, c, 'stroke="#ccc"');
  const back =
    body +
    rect(140, 100, 120, 120, '#bdbdbd', 'rx="6"') +
    circle(160, 270, 10, '#777') +
    rect(230, 260, 30, 20, '#777');
  return { front, back, focus: /front/.test(p.kind) ? [200, 210] : [200, 120] };
};

/** Microwaves: solo (dials), grill (dials and a grill mark), convection (touch panel). */
export const microwave: Drawer = (p) => {
  const touch = /convection/.test(p.kind);
  const front =
    rect(60, 110, 280, 170, p.c, `rx="10" ${edge(p)}`) +
    rect(78, 128, 190, 134, '#0e1a22', 'rx="6"') +
    rect(78, 128, 190, 134, 'none', `rx="6" stroke="${p.light}" stroke-width="3"`) +
    rect(280, 128, 44, 134, p.dark, 'rx="4"') +
    (touch
      ? rect(286, 136, 32, 16, '#0f0', 'opacity=".6"') +
        Array.from({ length: 9 }, (_, i) =>
          rect(288 + (i % 3) * 10, 164 + Math.floor(i / 3) * 14, 7, 9, '#bbb', 'rx="2"'),
        ).join('')
      : circle(302, 165, 13, '#ccc') + circle(302, 215, 13, '#ccc')) +
    (/grill/.test(p.kind)
      ? Array.from({ length: 4 }, (_, i) => rect(100, 150 + i * 22, 146, 3, '#e65100', 'opacity=".7"')).join('')
      : '');
  const back =
    rect(60, 110, 280, 170, p.c, `rx="10" ${edge(p)}`) +
    Array.from({ length: 12 }, (_, i) => rect(90 + i * 18, 140, 8, 60, p.dark, 'rx="3"')).join('') +
    rect(300, 250, 20, 14, '#333');
  return { front, back, focus: [300, 190] };
};
