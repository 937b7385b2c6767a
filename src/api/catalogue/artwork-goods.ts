import { circle, edge, hue, path, rect, type Drawer, type Paint } from './artwork-kit.ts';

/** A pattern fill of the model's print (stripes, checks, dots) over the body colour, or none. */
function pattern(p: Paint, id: string): { defs: string; fill: string } {
  const ink = p.dark;
  const kind = /check/.test(p.model)
    ? 'check'
    : /strip/.test(p.model)
      ? 'stripe'
      : /print|embroider/.test(p.model)
        ? 'dots'
        : ['none', 'none', 'stripe', 'dots'][p.pick(4)];
  if (kind === 'none') return { defs: '', fill: p.c };
  const size = 10 + p.pick(10);
  const tile =
    kind === 'check'
      ? rect(0, 0, size, size, p.c) +
        rect(0, 0, size / 2, size, ink, 'opacity=".35"') +
        rect(0, 0, size, size / 2, ink, 'opacity=".35"')
      : kind === 'stripe'
        ? rect(0, 0, size, size, p.c) + rect(0, 0, 2 + p.pick(3), size, p.light)
        : rect(0, 0, size, size, p.c) + circle(size / 2, size / 2, 2 + p.pick(3), hue(p, 60, 70));
  return {
    defs:
      `<defs><pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
      `${tile}</pattern></defs>`,
    fill: `url(#${id})`,
  };
}

/** Shirts, T-shirts, polos and kurtas: length, sleeve, collar, placket, pocket and print by model. */
export function garmentTop(p: Paint, scale = 1): ReturnType<Drawer> {
  const kurta = /kurta|ethnic/.test(p.kind + p.model);
  const tee = /t-shirt|polo|top/.test(p.kind + p.model);
  const polo = /polo/.test(p.model);
  const sleeveRoll = p.pick(3);
  const full = /full sleeve/.test(p.kind) || (!/half sleeve/.test(p.kind) && !tee && sleeveRoll > (kurta ? 0 : 1));
  const sleeveLen = full ? 120 : tee ? 40 + p.pick(15) : 60;
  const hem = kurta ? 330 : 300;
  const { defs, fill } = pattern(p, `pt${p.pick(1000)}`);
  const cuff = full ? 10 : 0;
  const body =
    `M150 75 L85 ${100 + 5 - cuff / 2} L${60 - cuff} ${100 + sleeveLen} L95 ${108 + sleeveLen} L130 140 V${hem} ` +
    `H270 V140 L305 ${108 + sleeveLen} L${340 + cuff} ${100 + sleeveLen} L315 ${100 + 5 - cuff / 2} ` +
    `L250 75 Q200 ${tee && !polo ? 105 : 92} 150 75z`;
  const parts = [defs, path(body, fill, edge(p))];
  if (kurta) {
    // Mandarin collar, a long placket, side slits.
    parts.push(
      rect(176, 70, 48, 12, p.dark, 'rx="4"'),
      rect(196, 82, 8, 90, p.light),
      ...[100, 120, 140, 160].map((y) => circle(200, y, 3, p.dark)),
      path('M130 300 l8 30 M270 300 l-8 30', 'none', `stroke="${p.dark}" stroke-width="3"`),
    );
  } else if (polo)
    parts.push(
      path('M170 76 L200 112 L230 76 L216 72 L200 92 L184 72z', p.light),
      rect(196, 96, 8, 40, p.dark, 'opacity=".4"'),
      circle(200, 110, 3, '#fff'),
      circle(200, 126, 3, '#fff'),
    );
  else if (tee) parts.push(path('M150 75 Q200 110 250 75', 'none', `stroke="${p.dark}" stroke-width="6"`));
  else {
    parts.push(
      path('M150 75 L178 112 L200 86z', p.light, edge(p)),
      path('M250 75 L222 112 L200 86z', p.light, edge(p)),
      rect(197, 90, 6, hem - 92, p.dark, 'opacity=".35"'),
    );
    parts.push(...Array.from({ length: 6 }, (_, i) => circle(200, 120 + i * 30, 3, '#f5f5f5', 'stroke="#999"')));
    if (/formal/.test(p.kind)) parts.push(...cuffBands(sleeveLen, cuff, p.dark));
  }
  if (!kurta && p.pick(2)) parts.push(rect(150, 150, 34, 38, 'none', `stroke="${p.dark}" stroke-width="2"`));
  const back = [
    defs,
    path(body.replace(/Q200 \d+ 150 75z/, 'Q200 82 150 75z'), fill, edge(p)),
    path('M135 130 Q200 150 265 130', 'none', `stroke="${p.dark}" stroke-width="2"`),
  ];
  const transform = scale === 1 ? '' : `transform="translate(200 200) scale(${scale}) translate(-200 -200)"`;
  return {
    front: `<g ${transform}>${parts.join('')}</g>`,
    back: `<g ${transform}>${back.join('')}</g>`,
    focus: [200, 100],
  };
}

/**
 * A band at the end of each sleeve, following the sleeve's slanted end: 12 units back along both
 * of its edges, mirrored for the right sleeve.
 */
function cuffBands(sleeveLen: number, cuff: number, colour: string): string[] {
  const back = (from: [number, number], to: [number, number]): [number, number] => {
    const t = 12 / Math.hypot(to[0] - from[0], to[1] - from[1]);
    return [from[0] + t * (to[0] - from[0]), from[1] + t * (to[1] - from[1])];
  };
  const outer: [number, number] = [60 - cuff, 100 + sleeveLen];
  const inner: [number, number] = [95, 108 + sleeveLen];
  const band = [outer, inner, back(inner, [130, 140]), back(outer, [85, 105 - cuff / 2])];
  const d = (points: [number, number][]) => `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')}z`;
  return [band, band.map(([x, y]): [number, number] => [400 - x, y])].map((points) =>
    path(d(points), colour, 'opacity=".4"'),
  );
}

export const shirt: Drawer = (p) => garmentTop(p);

/** Women's wear: kurtas (length, neckline), dresses (A-line, fit and flare, maxi), tops. */
export const dress: Drawer = (p) => {
  if (/top/.test(p.kind)) return garmentTop({ ...p, kind: 't-shirt' });
  const { defs, fill } = pattern(p, `pd${p.pick(1000)}`);
  const kurta = /kurta/.test(p.kind);
  const maxi = /maxi/.test(p.model);
  const flare = /flare|anarkali/.test(p.model) ? 60 : 0;
  const length = /ankle/.test(p.kind) ? 80 : /calf/.test(p.kind) ? 50 : /knee/.test(p.kind) ? 10 : p.pick(60);
  const hem = kurta ? 250 + length : maxi ? 340 : 260 + length / 2;
  const sleeve = p.pick(3);
  const long = sleeve === 2;
  const neck = p.pick(3);
  const neckD = neck === 0 ? 'Q200 110 228 70' : neck === 1 ? 'L200 112 L228 70' : 'Q200 92 228 70';
  const sleeves =
    sleeve === 0
      ? ''
      : path(
          `M172 72 L130 95 L${long ? 110 : 122} ${long ? 190 : 130} L150 ${long ? 192 : 132}z ` +
            `M228 72 L270 95 L${long ? 290 : 278} ${long ? 190 : 130} L250 ${long ? 192 : 132}z`,
          fill,
          edge(p),
        );
  const body = `M172 70 ${neckD} L250 80 L244 150 L${290 + flare} ${hem} H${110 - flare} L156 150 L150 80z`;
  const waist = kurta ? '' : rect(156, 146, 88, 10, p.dark, 'opacity=".5"');
  const front =
    defs +
    sleeves +
    path(body, fill, edge(p)) +
    waist +
    (kurta
      ? path(`M200 ${neck === 1 ? 112 : 100} v40`, 'none', `stroke="${p.dark}" stroke-width="3"`) +
        rect(110 - flare, hem - 14, 180 + 2 * flare, 8, p.light, 'opacity=".7"')
      : '');
  const back = defs + sleeves + path(body.replace(neckD, 'Q200 84 228 70'), fill, edge(p)) + waist;
  return { front, back, focus: [200, 100] };
};

/** Book covers: one of several layouts in two colours of the model, and a spine and back cover. */
export const book: Drawer = (p) => {
  const c = p.c;
  const second = hue(p, 55, 60);
  const layout = p.pick(5);
  const cover = [rect(115, 58, 170, 250, c, 'rx="3"')];
  if (layout === 0) cover.push(rect(115, 150, 170, 70, second));
  if (layout === 1) cover.push(circle(200, 185, 55, second), circle(200, 185, 30, c, 'opacity=".6"'));
  if (layout === 2)
    cover.push(
      ...Array.from({ length: 9 }, (_, i) =>
        rect(135 + (i % 3) * 45, 100 + Math.floor(i / 3) * 45, 38, 38, i % 2 ? second : p.light, 'opacity=".85"'),
      ),
    );
  if (layout === 3) cover.push(path('M115 308 L285 120 V308z', second));
  if (layout === 4)
    cover.push(
      path(`M115 ${230 + p.pick(30)} q40 -40 85 -10 t85 -20 V308 H115z`, second),
      circle(240, 120, 22, '#ffe082'),
    );
  // Title and author as bars, never letters: the product's title is printed beside the image.
  cover.push(
    rect(140, 80, 120, 10, p.a, 'opacity=".9"'),
    rect(155, 96, 90, 6, p.a, 'opacity=".7"'),
    rect(160, 280, 80, 6, p.a, 'opacity=".8"'),
    rect(115, 58, 12, 250, '#000', 'opacity=".2"'),
  );
  const back =
    rect(115, 58, 170, 250, c, 'rx="3"') +
    Array.from({ length: 7 }, (_, i) => rect(140, 100 + i * 14, 120 - (i % 3) * 18, 5, p.a, 'opacity=".6"')).join('') +
    rect(210, 250, 56, 34, '#fff') +
    Array.from({ length: 12 }, (_, i) => rect(214 + i * 4, 254, 2, 22, '#111')).join('');
  const side =
    rect(182, 58, 36, 250, c) +
    rect(188, 80, 24, 5, p.a) +
    rect(190, 120, 20, 120, second, 'opacity=".8"') +
    rect(188, 280, 24, 12, p.a, 'opacity=".8"');
  return { front: cover.join(''), back, focus: [200, 150], side };
};

/** Kids' wear: the tops of men's wear, smaller, or shorts, leggings and frocks. */
export const kidswear: Drawer = (p) => {
  if (/shorts|leggings/.test(p.kind)) {
    const long = /leggings/.test(p.kind);
    const [hemY, crotch] = long ? [330, 150] : [230, 140];
    const [outer, inner] = long ? [250, 150] : [272, 128];
    const legs = `M140 90 H260 L${outer} ${hemY} H208 L200 ${crotch} L192 ${crotch} L192 ${hemY} H${inner}z`;
    const { defs, fill } = pattern(p, `pk${p.pick(1000)}`);
    const front =
      defs +
      path(legs, fill, edge(p)) +
      rect(140, 90, 120, 16, p.dark, 'opacity=".6"') +
      (long ? '' : rect(150, 120, 24, 4, p.dark));
    return {
      front,
      back: defs + path(legs, fill, edge(p)) + rect(215, 130, 30, 30, 'none', `stroke="${p.dark}" stroke-width="2"`),
      focus: [200, 100],
    };
  }
  if (/dress/.test(p.kind))
    return dress({ ...p, kind: 'dress', model: p.model.includes('party') ? 'fit and flare' : p.model });
  return garmentTop(p, 0.8);
};

/** Toys: remote control cars, learning blocks, soft toys, jigsaw puzzles. */
export const toy: Drawer = (p) => {
  if (/car/.test(p.kind)) {
    const wheel = (x: number) => circle(x, 262, 34, '#222') + circle(x, 262, 14, p.light);
    const front =
      path(`M70 240 l30 -60 h${120 + p.pick(40)} l40 60 h30 v30 H70z`, p.c, edge(p)) +
      rect(130, 190, 90, 36, '#bde0fe', 'rx="6"') +
      wheel(120) +
      wheel(290) +
      rect(250, 150, 6, 40, '#555') +
      circle(253, 148, 6, '#e53935');
    return {
      front,
      back:
        rect(80, 150, 240, 120, p.c, `rx="30" ${edge(p)}`) +
        rect(120, 160, 160, 40, '#263238', 'rx="10"') +
        wheel(110) +
        wheel(290),
      focus: [175, 208],
    };
  }
  if (/puzzle/.test(p.kind)) {
    const pieces = Array.from({ length: 16 }, (_, i) =>
      rect(110 + (i % 4) * 45, 100 + Math.floor(i / 4) * 45, 43, 43, hue(p, 55, 35 + (i % 5) * 8, i * 23), 'rx="4"'),
    ).join('');
    const front =
      rect(100, 90, 200, 200, p.c, 'rx="6"') + pieces + path('M300 200 l30 10 l-8 30 l-30 -10z', hue(p, 55, 45));
    return {
      front,
      back: rect(100, 90, 200, 200, '#d7ccc8', 'rx="6"') + pieces.replace(/hsl\([^)]*\)/g, '#bcaaa4'),
      focus: [200, 190],
    };
  }
  if (/soft/.test(p.kind)) {
    const ears = /bunny/.test(p.model)
      ? rect(160, 40, 26, 90, p.c, 'rx="13"') + rect(214, 40, 26, 90, p.c, 'rx="13"')
      : /elephant/.test(p.model)
        ? circle(130, 150, 50, p.c) + circle(270, 150, 50, p.c)
        : circle(150, 105, 26, p.c) + circle(250, 105, 26, p.c);
    const head = circle(200, 150, 62, p.c, edge(p));
    const face =
      circle(178, 140, 7, '#222') +
      circle(222, 140, 7, '#222') +
      (/elephant/.test(p.model)
        ? rect(190, 160, 20, 60, p.c, `rx="10" ${edge(p)}`)
        : circle(200, 170, 18, p.light) + circle(200, 164, 6, '#222'));
    const bodySvg =
      circle(200, 270, 72, p.c, edge(p)) +
      circle(200, 275, 40, p.light) +
      circle(140, 320, 24, p.c) +
      circle(260, 320, 24, p.c);
    return {
      front: ears + bodySvg + head + face,
      back: ears + bodySvg + circle(200, 150, 62, p.c, edge(p)) + circle(200, 330, 14, p.light),
      focus: [200, 150],
    };
  }
  const blocks = Array.from(
    { length: 6 },
    (_, i) =>
      rect(
        110 + (i % 3) * 62,
        170 + Math.floor(i / 3) * 62 - (i % 2) * 10,
        56,
        56,
        i % 2 ? p.c : hue(p, 70, 50, i * 60),
        `rx="6" ${edge(p)}`,
      ) + circle(138 + (i % 3) * 62, 198 + Math.floor(i / 3) * 62 - (i % 2) * 10, 10, '#fff', 'opacity=".6"'),
  ).join('');
  return {
    front: rect(150, 110, 56, 56, hue(p, 70, 50), 'rx="6"') + blocks,
    back: rect(100, 120, 200, 180, p.c, 'rx="10"') + blocks.replace(/#fff/g, p.dark),
    focus: [170, 200],
  };
};

/** Kitchen and dining: pressure cookers, pans, kadhais, dinner sets, glasses. */
export const cookware: Drawer = (p) => {
  const metal = '#c7ccd1';
  if (/pressure/.test(p.kind)) {
    const front =
      path(
        'M100 170 h200 v100 a30 30 0 0 1 -30 30 h-140 a30 30 0 0 1 -30 -30z',
        /steel/.test(p.model) ? metal : p.c === '#f2f2f2' ? metal : p.c,
        edge(p),
      ) +
      rect(90, 150, 220, 24, p.dark, 'rx="8"') +
      rect(300, 156, 80, 14, '#222', 'rx="7"') +
      rect(186, 118, 28, 34, '#222', 'rx="6"') +
      circle(200, 112, 10, '#333');
    return { front, back: front.replace('M100 170', 'M100 172'), focus: [200, 130] };
  }
  if (/pan|kadhai/.test(p.kind)) {
    const deep = /kadhai/.test(p.kind);
    const inside = `<ellipse cx="190" cy="200" rx="120" ry="${deep ? 60 : 44}" fill="${p.dark}"/>`;
    const front =
      `<ellipse cx="190" cy="200" rx="130" ry="${deep ? 70 : 52}" fill="${p.c}" ${edge(p)}/>` +
      inside +
      (deep
        ? rect(40, 180, 30, 14, '#222', 'rx="7"') + rect(310, 180, 30, 14, '#222', 'rx="7"')
        : rect(310, 190, 90, 18, '#222', 'rx="9"')) +
      (p.pick(2) ? `<ellipse cx="170" cy="190" rx="40" ry="12" fill="#fff" opacity=".12"/>` : '');
    const back =
      `<ellipse cx="190" cy="200" rx="130" ry="${deep ? 70 : 52}" fill="${metal}"/>` +
      circle(190, 200, 30, 'none', 'stroke="#999" stroke-width="3"') +
      (deep ? '' : rect(310, 190, 90, 18, '#222', 'rx="9"'));
    return { front, back, focus: [190, 200] };
  }
  if (/dinner/.test(p.kind)) {
    const rim = hue(p, 60, 45);
    const plate = (cx: number, cy: number, r: number) =>
      circle(cx, cy, r, '#fafafa', 'stroke="#ccc" stroke-width="2"') +
      circle(cx, cy, r * 0.78, 'none', `stroke="${p.c === '#f2f2f2' ? rim : p.c}" stroke-width="${3 + p.pick(5)}"`) +
      circle(cx, cy, r * 0.5, 'none', `stroke="${rim}" stroke-width="1.5"`);
    const front = plate(170, 200, 110) + plate(290, 250, 60) + plate(100, 290, 44);
    return { front, back: plate(200, 200, 120).replace(/fafafa/, 'eeeeee'), focus: [170, 110] };
  }
  const glass = (x: number) =>
    path(`M${x} 120 h50 l-6 170 h-38z`, '#e3f2fd', 'stroke="#90a4ae" stroke-width="2" opacity=".9"') +
    path(`M${x + 4} 200 h42 l-3 86 h-36z`, p.c === '#f2f2f2' ? '#ffcc80' : p.c, 'opacity=".6"');
  return { front: glass(100) + glass(175) + glass(250), back: glass(175), focus: [200, 200] };
};

/** Furniture: beds, sofas, office chairs, wardrobes in the finish of the variant. */
export const furniture: Drawer = (p) => {
  if (/bed/.test(p.kind)) {
    const front =
      rect(60, 130, 280, 110, p.c, `rx="8" ${edge(p)}`) +
      rect(40, 200, 320, 70, p.c, `rx="6" ${edge(p)}`) +
      rect(50, 175, 300, 40, '#f5f5f5', 'rx="10"') +
      rect(80, 160, 90, 28, '#e0e0e0', 'rx="12"') +
      rect(230, 160, 90, 28, '#e0e0e0', 'rx="12"') +
      rect(50, 270, 14, 30, p.dark) +
      rect(336, 270, 14, 30, p.dark);
    return {
      front,
      back:
        rect(60, 130, 280, 140, p.c, `rx="8" ${edge(p)}`) +
        rect(50, 270, 14, 30, p.dark) +
        rect(336, 270, 14, 30, p.dark),
      focus: [120, 160],
    };
  }
  if (/sofa/.test(p.kind)) {
    const seats = p.model.includes('sectional') ? 3 : 2 + p.pick(2);
    const w = 80 * seats;
    const x = 200 - w / 2;
    const front =
      rect(x - 20, 150, w + 40, 90, p.c, `rx="16" ${edge(p)}`) +
      Array.from({ length: seats }, (_, i) => rect(x + i * 80 + 4, 200, 72, 50, p.light, 'rx="8"')).join('') +
      rect(x - 30, 190, 30, 80, p.c, `rx="10" ${edge(p)}`) +
      rect(x + w, 190, 30, 80, p.c, `rx="10" ${edge(p)}`) +
      rect(x, 270, 8, 20, '#333') +
      rect(x + w - 8, 270, 8, 20, '#333');
    return {
      front,
      back:
        rect(x - 30, 150, w + 60, 120, p.dark, 'rx="14"') +
        rect(x, 270, 8, 20, '#333') +
        rect(x + w - 8, 270, 8, 20, '#333'),
      focus: [x + 40, 220],
    };
  }
  if (/chair/.test(p.kind)) {
    const high = /high|executive/.test(p.model);
    const front =
      rect(150, high ? 50 : 90, 100, high ? 150 : 110, p.c, `rx="24" ${edge(p)}`) +
      (/mesh/.test(p.model)
        ? Array.from({ length: 6 }, (_, i) => rect(160, 100 + i * 16, 80, 2, p.light)).join('')
        : '') +
      rect(140, 205, 120, 30, p.c, `rx="12" ${edge(p)}`) +
      rect(194, 235, 12, 50, '#444') +
      path(
        'M200 285 l-70 25 M200 285 l70 25 M200 285 l-30 35 M200 285 l30 35',
        'none',
        'stroke="#444" stroke-width="8" stroke-linecap="round"',
      ) +
      circle(130, 315, 8, '#222') +
      circle(270, 315, 8, '#222') +
      circle(170, 324, 8, '#222') +
      circle(230, 324, 8, '#222');
    return { front, back: front, focus: [200, 150] };
  }
  const doors = /3 door/.test(p.model) ? 3 : 2;
  const sliding = /sliding/.test(p.model);
  const w = doors * 70;
  const x = 200 - w / 2;
  const front =
    rect(x, 50, w, 280, p.c, `rx="4" ${edge(p)}`) +
    Array.from({ length: doors - 1 }, (_, i) => rect(x + (i + 1) * 70 - 1, 50, 2, 280, p.dark)).join('') +
    (sliding
      ? rect(x + 10, 60, w / 2 - 20, 260, '#cfd8dc', 'opacity=".5"')
      : Array.from({ length: doors }, (_, i) => rect(x + i * 70 + 58, 160, 5, 50, '#ccc', 'rx="2"')).join('')) +
    rect(x, 300, w, 30, p.dark, 'opacity=".4"');
  return { front, back: rect(x, 50, w, 280, p.dark, 'rx="4"'), focus: [x + 60, 185] };
};

/** Sports: bats, racquets, footballs, bicycles, yoga mats, dumbbells, treadmills. */
export const sports: Drawer = (p) => {
  const k = p.kind;
  if (/cricket/.test(k)) {
    const front =
      rect(180, 120, 44, 220, '#e8c99a', `rx="10" stroke="#b08850" stroke-width="2"`) +
      rect(192, 30, 20, 100, p.c, 'rx="8"') +
      rect(180, 150, 44, 30, p.c, 'opacity=".8"');
    return {
      front,
      back: front + path('M202 140 v190', 'none', 'stroke="#c9a66b" stroke-width="10"'),
      focus: [202, 160],
    };
  }
  if (/badminton/.test(k)) {
    const strings = Array.from(
      { length: 9 },
      (_, i) => `<line x1="${160 + i * 10}" y1="50" x2="${160 + i * 10}" y2="190" stroke="#ddd"/>`,
    ).join('');
    const front =
      `<ellipse cx="200" cy="120" rx="55" ry="75" fill="none" stroke="${p.c}" stroke-width="8"/>` +
      '<clipPath id="rk"><ellipse cx="200" cy="120" rx="50" ry="70"/></clipPath>' +
      `<g clip-path="url(#rk)">${strings}</g>` +
      rect(196, 195, 8, 90, p.c) +
      rect(192, 280, 16, 60, '#333', 'rx="6"');
    return { front, back: front, focus: [200, 120] };
  }
  if (/football/.test(k)) {
    const front =
      circle(200, 190, 110, '#fafafa', 'stroke="#333" stroke-width="3"') +
      path('M200 150 l38 28 -15 44 h-46 l-15 -44z', p.c) +
      [
        [200, 88],
        [300, 160],
        [262, 282],
        [138, 282],
        [100, 160],
      ]
        .map(([x, y]) => circle(x ?? 0, y ?? 0, 22, p.c))
        .join('');
    return { front, back: front.replace('M200 150', 'M200 160'), focus: [200, 180] };
  }
  if (/cycling/.test(k)) {
    const front =
      circle(110, 250, 62, 'none', 'stroke="#222" stroke-width="8"') +
      circle(290, 250, 62, 'none', 'stroke="#222" stroke-width="8"') +
      path(
        'M110 250 L170 160 L270 160 L290 250 M170 160 L200 250 L270 160 M200 250 L110 250',
        'none',
        `stroke="${p.c}" stroke-width="9" stroke-linejoin="round"`,
      ) +
      rect(150, 140, 40, 10, '#333', 'rx="5"') +
      path('M270 160 l10 -30 h24', 'none', 'stroke="#333" stroke-width="6"');
    return { front, back: front, focus: [200, 250] };
  }
  if (/yoga/.test(k)) {
    const front =
      rect(80, 150, 200, 160, p.c, `rx="6" ${edge(p)}`) +
      circle(300, 140, 60, p.c, edge(p)) +
      circle(300, 140, 42, p.dark) +
      circle(300, 140, 28, p.c);
    return { front, back: front, focus: [300, 140] };
  }
  if (/dumbbell/.test(k)) {
    const bell = (y: number) =>
      rect(150, y - 5, 100, 10, '#999') +
      rect(110, y - 30, 40, 60, p.c, `rx="8" ${edge(p)}`) +
      rect(250, y - 30, 40, 60, p.c, `rx="8" ${edge(p)}`);
    return { front: bell(150) + bell(260), back: bell(200), focus: [130, 150] };
  }
  const front =
    path('M60 300 L300 260 L320 290 L80 330z', '#333') +
    rect(300, 100, 12, 175, '#555') +
    rect(280, 90, 70, 40, p.c, `rx="6" ${edge(p)}`) +
    rect(290, 98, 40, 20, '#4fc3f7') +
    path('M60 300 L300 260', 'none', `stroke="${p.c}" stroke-width="6"`);
  return { front, back: front, focus: [310, 110] };
};
