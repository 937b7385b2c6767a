import { kindsTemplate } from './kinds.ts';

/** Baby & Kids, Home & Furniture and Sports: the menu's groups beyond electronics, fashion and books. */
const kidSizes = ['2-3 Y', '4-5 Y', '6-7 Y', '8-9 Y', '10-11 Y'];

export const kidsClothing = kindsTemplate({
  id: 'kids-clothing',
  title: "Kids' Clothing",
  groupTitle: 'Baby & Kids',
  sid: 'kd1,cl2',
  idPrefix: 'KID',
  shape: 'kidswear',
  tags: ['kids', 'clothing', 'fashion'],
  brands: ['Babyhug', 'Gini & Jony', 'Mothercare', 'Allen Solly Junior', 'U.S. Polo Assn. Kids', 'Peppermint', 'Hopscotch'],
  kinds: [
    { type: 'Boys T-Shirt', names: ['Boys Printed Round Neck', 'Boys Solid Polo'], price: [249, 899], options: kidSizes },
    { type: 'Boys Shorts', names: ['Boys Cotton', 'Boys Denim'], price: [299, 799], options: kidSizes },
    { type: 'Boys Ethnic Wear Kurta Set', names: ['Boys Festive', 'Boys Printed'], price: [599, 1_999], options: kidSizes },
    { type: 'Girls Dress', names: ['Girls Frock', 'Girls Party'], price: [399, 1_799], options: kidSizes },
    { type: 'Girls Top', names: ['Girls Casual', 'Girls Printed'], price: [249, 799], options: kidSizes },
    { type: 'Girls Leggings', names: ['Girls Solid', 'Girls Ankle Length'], price: [199, 599], options: kidSizes },
  ],
  colours: ['Navy Blue', 'Red', 'Yellow', 'Pink', 'Green', 'Light Blue', 'White', 'Purple'],
  axis: 'size',
  discount: [0.3, 0.6],
  returnPolicy: { kind: 'RETURN', days: 10 },
  material: ['Cotton', 'Cotton Blend', 'Pure Cotton', 'Viscose'],
});

export const toys = kindsTemplate({
  id: 'toys',
  title: 'Toys',
  groupTitle: 'Baby & Kids',
  sid: 'kd1,ty3',
  idPrefix: 'TOY',
  shape: 'toy',
  tags: ['kids', 'toys', 'games'],
  brands: ['Funskool', 'Hot Wheels', 'Lego', 'Mattel', 'Fisher-Price', 'Hasbro', 'Toyzone'],
  kinds: [
    { type: 'Remote Control Car', names: ['Rock Crawler', 'Racing', 'Stunt'], price: [699, 3_499], options: ['5+ Years', '8+ Years'] },
    { type: 'Educational Toy', names: ['Learning Blocks', 'Shape Sorter', 'Science Kit'], price: [299, 1_999], options: ['3+ Years', '5+ Years', '8+ Years'] },
    { type: 'Soft Toy', names: ['Teddy Bear', 'Bunny', 'Elephant'], price: [249, 1_299], options: ['30 cm', '60 cm', '90 cm'] },
    { type: 'Jigsaw Puzzle', names: ['Map of India', 'Wildlife', 'Monuments'], price: [199, 899], options: ['100 Pieces', '500 Pieces'] },
  ],
  colours: ['Red', 'Blue', 'Yellow', 'Green', 'Orange', 'Pink'],
  axis: 'edition',
  discount: [0.1, 0.45],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  material: ['Plastic', 'Wood', 'Plush', 'Cardboard'],
});

export const kitchenDining = kindsTemplate({
  id: 'kitchen-dining',
  title: 'Kitchen & Dining',
  groupTitle: 'Home & Furniture',
  sid: 'hf1,kt2',
  idPrefix: 'KTN',
  shape: 'cookware',
  tags: ['home', 'kitchen', 'dining'],
  brands: ['Prestige', 'Hawkins', 'Pigeon', 'Butterfly', 'Milton', 'Borosil', 'Cello', 'La Opala'],
  kinds: [
    { type: 'Pressure Cooker', names: ['Deluxe Alpha', 'Contura', 'Classic'], price: [899, 3_499], options: ['2 L', '3 L', '5 L'] },
    { type: 'Frying Pan', names: ['Omega Deluxe', 'Non-Stick', 'Hard Anodised'], price: [499, 1_999], options: ['24 cm', '26 cm', '28 cm'] },
    { type: 'Kadhai', names: ['Tri-Ply', 'Non-Stick Deep', 'Cast Iron'], price: [599, 2_499], options: ['2.5 L', '3.5 L'] },
    { type: 'Dinner Set', names: ['Opalware', 'Melamine', 'Bone China'], price: [999, 5_999], options: ['18 Pieces', '27 Pieces', '35 Pieces'] },
    { type: 'Glass Set', names: ['Tumbler', 'Juice', 'Whisky'], price: [299, 1_499], options: ['Set of 4', 'Set of 6'] },
  ],
  colours: ['Black', 'Red', 'Silver', 'White', 'Blue', 'Green'],
  axis: 'capacity',
  discount: [0.1, 0.5],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  material: ['Aluminium', 'Stainless Steel', 'Glass', 'Opalware', 'Cast Iron'],
});

export const furniture = kindsTemplate({
  id: 'furniture',
  title: 'Furniture',
  groupTitle: 'Home & Furniture',
  sid: 'hf1,fr3',
  idPrefix: 'FUR',
  shape: 'furniture',
  tags: ['home', 'furniture'],
  brands: ['Nilkamal', 'Godrej Interio', 'Durian', 'HomeTown', 'Wakefit', 'Urban Ladder', 'Featherlite'],
  kinds: [
    { type: 'Bed', names: ['Queen Engineered Wood', 'King Solid Wood', 'Single Metal'], price: [8_999, 34_999], options: ['Single', 'Queen', 'King'] },
    { type: 'Sofa', names: ['Fabric', 'Leatherette', 'Sectional'], price: [12_999, 49_999], options: ['2 Seater', '3 Seater'] },
    { type: 'Office Chair', names: ['Ergonomic Mesh', 'High Back', 'Executive'], price: [2_999, 14_999] },
    { type: 'Wardrobe', names: ['2 Door', '3 Door', 'Sliding Door'], price: [7_999, 32_999] },
  ],
  colours: ['Walnut', 'Teak', 'Wenge', 'Grey', 'Beige', 'Black'],
  axis: 'size',
  discount: [0.2, 0.55],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  material: ['Engineered Wood', 'Sheesham Wood', 'Metal', 'Fabric', 'Leatherette'],
});

export const sports = kindsTemplate({
  id: 'sports',
  title: 'Sports & Fitness',
  groupTitle: 'Sports',
  sid: 'sp1',
  idPrefix: 'SPT',
  shape: 'sports',
  tags: ['sports', 'fitness'],
  brands: ['Nivia', 'Yonex', 'Cosco', 'SG', 'Hero', 'Strauss', 'Kore', 'Li-Ning'],
  kinds: [
    { type: 'Cricket Bat', names: ['Kashmir Willow', 'English Willow'], price: [699, 6_999], brands: ['SG', 'Cosco', 'Nivia', 'Kore'], options: ['Size 5', 'Size 6', 'Full Size'] },
    { type: 'Badminton Racquet', names: ['Nanoray', 'Muscle Power', 'Carbonex'], price: [499, 4_999], brands: ['Yonex', 'Li-Ning', 'Cosco', 'Nivia'] },
    { type: 'Football', names: ['Dominator', 'Shining Star', 'Thunder'], price: [399, 1_999], brands: ['Nivia', 'Cosco', 'Strauss', 'Kore'], options: ['Size 4', 'Size 5'] },
    { type: 'Cycling Bicycle', names: ['Sprint', 'Ranger', 'Octane'], price: [5_999, 19_999], brands: ['Hero', 'Strauss', 'Cosco'], options: ['24 T', '26 T'] },
    { type: 'Yoga Mat', names: ['Anti-Skid', 'Eco', 'Premium'], price: [299, 1_499], brands: ['Strauss', 'Kore', 'Nivia', 'Li-Ning', 'Yonex'], options: ['4 mm', '6 mm'] },
    { type: 'Dumbbell Set', names: ['PVC', 'Chrome', 'Rubber Hex'], price: [499, 3_999], brands: ['Kore', 'Strauss', 'Cosco', 'Hero'], options: ['2 x 2 kg', '2 x 5 kg'] },
    { type: 'Treadmill', names: ['Motorised', 'Foldable'], price: [14_999, 59_999], brands: ['Hero', 'Kore', 'Strauss', 'Cosco'] },
  ],
  colours: ['Black', 'Red', 'Blue', 'Green', 'Orange', 'White'],
  axis: 'size',
  discount: [0.15, 0.5],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  material: ['Rubber', 'Steel', 'Willow', 'Carbon Fibre', 'PU Leather'],
});
