import type { ResearchProduct } from "~/domain/catalogue/types";

/**
 * The curated catalogue: ten products per category, copied field for field from the catalogue
 * research (71 researched products, each with its sources). Selection: per category, rank by
 * confidence (high > medium-high > medium > low-medium > low), then an NSF listing id, then a
 * dated price, then any price, then a known serving count, then the number of key ingredients
 * with a stated amount, then research order; keep the first ten.
 *
 * Added here, never invented: `id` (a stable slug), `factsCheckedOn` (the latest date found in
 * the certification evidence and price date), `asin` (only where a source is an Amazon product
 * URL), and `highlights` / `cautions` (short restatements of the research notes). Everything
 * else shown on the site (score, price per serving, links, ingredient table) is computed.
 */
/*
 * Evidence tiers of the research's `confidence` field:
 * - high: a dated primary check: NSF listing id, label and a dated retailer price.
 * - medium-high: a registry product page cited by a dated research note, with a dated brand or retailer price.
 * - medium: certification from a recorded registry or directory check, with label and price from retailer or brand data.
 * - low-medium: certification claimed by a retailer only, or the price is an undated estimate.
 * - low: only the NSF listing id and name were found; no label or price.
 */

export const RESEARCH_PRODUCTS: readonly ResearchProduct[] = [
  {
    "id": "klean-athlete-pre-workout",
    "category": "pre-workout",
    "name": "Klean Pre-Workout (Lemon Tea)",
    "brand": "Klean Athlete",
    "servingSize": "1 scoop",
    "servingsPerContainer": 20,
    "price": 50.5,
    "stimulant": true,
    "keyIngredients": [
      "Caffeine 75 mg",
      "TruBeet beet root extract 5 g (providing 300 mg nitrates)",
      "Vitamin C 150 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1379909",
        "listingId": "1379909",
        "listingName": "Klean Pre-Workout",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Lowest-caffeine stim option found (75 mg). The Feed also lists Non-GMO Project Verified. Carbs 7 g/serving.",
    "priceSource": "The Feed (20-serving pack), via Pello products-supplements.ts",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Lowest caffeine of the stimulant pre-workouts researched (75 mg).",
      "Non-GMO Project Verified, per the retailer."
    ],
    "cautions": []
  },
  {
    "id": "thorne-advanced-pre-workout",
    "category": "pre-workout",
    "name": "Advanced Pre-Workout (Rainbow Sherbet)",
    "brand": "Thorne",
    "servingSize": "2 scoops",
    "servingsPerContainer": 20,
    "price": 55.0,
    "stimulant": true,
    "keyIngredients": [
      "Caffeine (from coffee bean) 200 mg",
      "L-Citrulline 5 g",
      "CarnoSyn beta-alanine 3.2 g",
      "Alpha-GPC 600 mg",
      "L-Theanine 200 mg",
      "PeakO2 mushroom blend 1 g",
      "PeakATP 450 mg",
      "Vitamin B6 (P5P) 5 mg",
      "Vitamin B12 100 mcg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1759402",
        "listingId": "1759402",
        "listingName": "Thorne Advanced Pre-Workout (Rainbow Sherbet Flavor)",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Pello's caffeinePerServing field says 0 but its ingredient list (from The Feed label) shows Caffeine 200 mg, so flagged stimulant=true. NSF listing is flavour-specific (Rainbow Sherbet).",
    "priceSource": "The Feed (20 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "The NSF listing is for the Rainbow Sherbet flavour; check that your flavour is listed."
    ]
  },
  {
    "id": "gnarly-preworkout",
    "category": "pre-workout",
    "name": "PREworkout (Strawberry Lemonade)",
    "brand": "Gnarly Nutrition",
    "servingSize": "1 level scoop",
    "servingsPerContainer": 10,
    "price": 25.0,
    "stimulant": true,
    "keyIngredients": [
      "Caffeine (from green tea leaf) 180 mg",
      "Citrulline malate 5 g",
      "Vegan BCAA blend 4 g (L-leucine 2 g, L-isoleucine 1 g, L-valine 1 g)",
      "Beta-alanine (CarnoSyn) 2.5 g",
      "Asian ginseng root powder 150 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1279789",
        "listingId": "1279789",
        "listingName": "Gnarly PREworkout Strawberry Lemonade",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "The Feed also sells a caffeine-free Strawberry Lemonade and a Mango flavour; the NSF listing found names only Strawberry Lemonade, so certification of the caffeine-free/Mango variants is NOT confirmed. $25 is for a 10-serving box (likely single-serve sticks) - a tub price was not found.",
    "priceSource": "The Feed ('Box of 10'), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Only the Strawberry Lemonade flavour appears in the NSF listing found; the caffeine-free and Mango versions are not confirmed.",
      "The price is for a box of 10 servings."
    ]
  },
  {
    "id": "bpn-pre",
    "category": "pre-workout",
    "name": "PRE (Pink Lemonade)",
    "brand": "Bare Performance Nutrition",
    "servingSize": "1 scoop",
    "servingsPerContainer": 25,
    "price": 44.99,
    "stimulant": true,
    "keyIngredients": [
      "Caffeine anhydrous 200 mg",
      "L-Citrulline 6 g",
      "Beta-alanine (CarnoSyn) 3.2 g",
      "Betaine anhydrous 2.5 g",
      "N-Acetyl-L-Tyrosine 1.5 g",
      "Taurine 1 g",
      "Alpha-GPC 300 mg",
      "Vitamin C 500 mg",
      "Sodium 160 mg",
      "Toothed clubmoss extract (1% huperzine A) 5 mg",
      "BioPerine 5 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1799508",
        "listingId": "1799508",
        "listingName": "PRE (Pink Lemonade)",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Contains huperzine A (toothed clubmoss). Huperzine A was not among the DoD-prohibited entries I could read, but the full OPSS list was not readable here - verify before publishing. NSF listing is Pink Lemonade; The Feed also sells Blue Raspberry and Blue Midnight Melon.",
    "priceSource": "The Feed (25 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains huperzine A (toothed clubmoss extract). It is not on our copy of the DoD prohibited list; check the current OPSS list.",
      "The NSF listing is for Pink Lemonade; confirm other flavours are listed."
    ]
  },
  {
    "id": "podium-fuse-pre-workout",
    "category": "pre-workout",
    "name": "Fuse Pre-Workout (Sour Watermelon, 2025 formula)",
    "brand": "Podium Nutrition",
    "servingSize": "1 scoop",
    "servingsPerContainer": 25,
    "price": 34.99,
    "stimulant": true,
    "keyIngredients": [
      "Caffeine anhydrous 200 mg",
      "Coffeeberry (coffee fruit extract) 50 mg",
      "Theacrine (TeaCrine) 50 mg",
      "L-Citrulline 4 g",
      "Beta-alanine 3.2 g",
      "L-Tyrosine 1 g",
      "Taurine 1 g",
      "GABA 200 mg",
      "elevATP 150 mg",
      "AstraGin 50 mg",
      "Huperzine A 0.2 mg",
      "Vitamins B6, B12, folic acid"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1693109",
        "listingId": "1693109",
        "listingName": "PODIUM Fuse 2025 Preworkout Sour Watermelon",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Highest total stimulant load in this list (caffeine 200 mg + coffeeberry + theacrine). Contains theacrine and huperzine A - not seen on the DoD-list portions read, but verify against the current OPSS list. NSF listing is Sour Watermelon only (The Feed also sells Blue Razz Slushie).",
    "priceSource": "The Feed (25 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Highest stimulant load researched: caffeine 200 mg plus coffeeberry and theacrine.",
      "Contains theacrine and huperzine A. Neither is on our copy of the DoD prohibited list; check the current OPSS list.",
      "The NSF listing covers Sour Watermelon only."
    ]
  },
  {
    "id": "designs-for-sport-pre-train-elite",
    "category": "pre-workout",
    "name": "Pre-Train Elite",
    "brand": "Designs for Sport",
    "servingSize": "1 scoop",
    "servingsPerContainer": 20,
    "price": 78.99,
    "stimulant": true,
    "keyIngredients": [
      "Caffeine (from green coffee bean) 100 mg",
      "Magnesium creatine chelate (Creatine MagnaPower) 2.5 g",
      "Acetyl-L-carnitine HCl 1.5 g",
      "N-Acetyl-L-Tyrosine 750 mg",
      "PEAK ATP 400 mg",
      "L-Theanine 200 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1769220",
        "listingId": "1769220",
        "listingName": "Pre-Train Elite",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Moderate caffeine (100 mg). Most expensive per serving (~$3.95).",
    "priceSource": "The Feed (20 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Moderate caffeine (100 mg)."
    ],
    "cautions": []
  },
  {
    "id": "raw-essential-pre-workout",
    "category": "pre-workout",
    "name": "Essential Pre-Workout",
    "brand": "Raw Nutrition",
    "servingSize": "1 scoop",
    "servingsPerContainer": 30,
    "price": 29.98,
    "stimulant": true,
    "keyIngredients": [
      "Natural caffeine (green coffee bean) 200 mg",
      "L-Citrulline 4 g",
      "Beta-alanine 3.2 g",
      "L-Tyrosine 2 g",
      "Taurine 1 g",
      "Vitamin B12 5 mcg",
      "Himalayan pink salt 200 mg (sodium 75 mg)"
    ],
    "certifications": [
      {
        "body": "Informed Sport",
        "url": null,
        "listingId": null,
        "searchUrl": "https://sport.wetestyoutrust.com/supplement-search?search=Raw%20Nutrition%20Essential%20Pre-Workout",
        "evidence": "Listed as Informed Sport on The Feed product data (via Pello products-supplements.ts, imported 2026-09-26). NOT checked against the Informed Sport registry (Pello notes the registry blocks automated access)."
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Certification is a retailer (The Feed) claim only; confirm on sport.wetestyoutrust.com before publishing.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "low-medium",
    "factsCheckedOn": "2026-09-26",
    "asin": null,
    "highlights": [],
    "cautions": []
  },
  {
    "id": "bpn-endopump",
    "category": "pre-workout",
    "name": "Endopump (stim-free pump)",
    "brand": "Bare Performance Nutrition",
    "servingSize": "1 scoop",
    "servingsPerContainer": 30,
    "price": 39.99,
    "stimulant": false,
    "keyIngredients": [
      "L-Citrulline 3 g",
      "Betaine nitrate (NO3-T) 1.5 g",
      "Hydrolyzed casein tripeptides (VasoDrive-AP) 260 mg",
      "Vitamin C 500 mg",
      "Sodium 75 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1635652",
        "listingId": "1635652",
        "listingName": "Endo Pump (Blue Raspberry)",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "No caffeine. Contains milk (casein peptides). NSF listing found is Blue Raspberry; The Feed's data/price is for Mango - confirm the Mango flavour is also listed.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains milk (casein peptides).",
      "The NSF listing found is Blue Raspberry while the price recorded is for Mango; confirm your flavour is listed."
    ]
  },
  {
    "id": "bpn-pump",
    "category": "pre-workout",
    "name": "PUMP (stim-free muscle pump enhancer)",
    "brand": "Bare Performance Nutrition",
    "servingSize": "1 scoop",
    "servingsPerContainer": 25,
    "price": 44.99,
    "stimulant": false,
    "keyIngredients": [
      "L-Citrulline 4.5 g",
      "Citrulline peptides (PepForm) 1.5 g",
      "Betaine nitrate (NO3-T) 1 g",
      "Arginine nitrate (NO3-T) 1 g",
      "Agmatine sulfate 1 g",
      "Vitamin C 500 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1802801",
        "listingId": "1802801",
        "listingName": "PUMP (Pink Lemonade)",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "No caffeine. Allergen: milk (per The Feed). NSF listing is Pink Lemonade; The Feed also sells Blue Raspberry and Midnight Melon.",
    "priceSource": "The Feed (25 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains milk, per the retailer.",
      "The NSF listing is for Pink Lemonade; confirm other flavours are listed."
    ]
  },
  {
    "id": "raw-pump-non-stim",
    "category": "pre-workout",
    "name": "Pump Non-Stim Pre-Workout",
    "brand": "Raw Nutrition",
    "servingSize": "1 scoop",
    "servingsPerContainer": 40,
    "price": 33.99,
    "stimulant": false,
    "keyIngredients": [
      "L-Citrulline 2.5 g",
      "Betaine anhydrous 2.5 g",
      "Beta-alanine 1 g",
      "L-Tyrosine 1 g",
      "Nitrosigine (inositol-stabilized arginine silicate) 750 mg",
      "Agmatine sulfate 750 mg",
      "Taurine 750 mg",
      "Lion's mane extract 150 mg",
      "Sodium 210 mg"
    ],
    "certifications": [
      {
        "body": "Informed Sport",
        "url": null,
        "listingId": null,
        "searchUrl": "https://sport.wetestyoutrust.com/supplement-search?search=Raw%20Nutrition%20Pump%20Non-Stim",
        "evidence": "Listed as Informed Sport on The Feed product data (via Pello products-supplements.ts, imported 2026-09-26). NOT checked against the Informed Sport registry (Pello notes the registry blocks automated access)."
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Informed Sport claim from The Feed only; not registry-checked.",
    "priceSource": "The Feed (40 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "low-medium",
    "factsCheckedOn": "2026-09-26",
    "asin": null,
    "highlights": [],
    "cautions": []
  },
  {
    "id": "thorne-whey-protein-isolate",
    "category": "protein-recovery",
    "name": "Whey Protein Isolate (Vanilla)",
    "brand": "Thorne",
    "servingSize": "27.9 g (1 scoop)",
    "servingsPerContainer": 30,
    "price": 65.0,
    "stimulant": false,
    "keyIngredients": [
      "Whey protein isolate - 21 g protein per serving"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1513728",
        "listingId": "1513728",
        "listingName": "Thorne Whey Protein Isolate Vanilla Flavored",
        "evidence": "Pello certification-checks.ts (NSF DB check 2026-10-05); protein research note (2025-09-16) also cites NSF directory https://info.nsf.org/Certified/BannedSub/listings.asp"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "store:github-file-id-23361280516 ('Top Protein Powders for 2025: Method, Data, and Provisional Ranking (as of September 16, 2025)'; repository name not exposed by the index)",
      "https://www.vitacost.com/thorne-research-whey-protein-isolate-nsf-certified-for-sport-vanilla",
      "https://www.target.com/p/-/A-88199095"
    ],
    "notes": "Chocolate flavour has its own NSF listing id 1513727 (cited in another public repo). Contains milk.",
    "priceSource": "Target list price, per protein research note",
    "priceDate": "2025-09-16",
    "confidence": "high",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains milk.",
      "The NSF listing is for Vanilla; Chocolate has its own listing (1513727)."
    ]
  },
  {
    "id": "klean-isolate",
    "category": "protein-recovery",
    "name": "Klean Isolate (Natural Vanilla)",
    "brand": "Klean Athlete",
    "servingSize": "25.8 g",
    "servingsPerContainer": 20,
    "price": 59.6,
    "stimulant": false,
    "keyIngredients": [
      "Whey protein isolate - 20 g protein per serving"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": null,
        "listingId": null,
        "evidence": "Protein research note (2025-09-16): 'verified in NSF directory' via https://info.nsf.org/certified/dietary/Listings.asp?ProductType=Protein&search=Search ; Verywell Fit 2023 article also states NSF Certified for Sport. No nsfsport.com listing id captured."
      }
    ],
    "sources": [
      "store:github-file-id-23361280516 ('Top Protein Powders for 2025: Method, Data, and Provisional Ranking (as of September 16, 2025)'; repository name not exposed by the index)",
      "https://www.amazon.com/Klean-Athlete-Integrity-Certified-Servings/dp/B074XDDRRK",
      "https://www.target.com/p/-/A-89822486",
      "https://www.verywellfit.com/best-protein-powders-4157536"
    ],
    "notes": "The directory URL cited by the research note is NSF's dietary-supplement (NSF/ANSI 173) listing with a protein filter; confirm the Certified-for-Sport listing id on nsfsport.com. Contains milk.",
    "priceSource": "Amazon list price, per protein research note",
    "priceDate": "2025-09-16",
    "confidence": "medium",
    "factsCheckedOn": "2025-09-16",
    "asin": "B074XDDRRK",
    "highlights": [],
    "cautions": [
      "Contains milk."
    ]
  },
  {
    "id": "garden-of-life-sport-grass-fed-whey",
    "category": "protein-recovery",
    "name": "SPORT Certified Grass Fed Whey (Vanilla)",
    "brand": "Garden of Life",
    "servingSize": "33 g",
    "servingsPerContainer": 20,
    "price": 47.99,
    "stimulant": false,
    "keyIngredients": [
      "Grass-fed whey protein - 24 g protein per serving"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": null,
        "listingId": null,
        "evidence": "Protein research note (2025-09-16): 'verified in NSF directory' (info.nsf.org dietary listings, ProductType=Protein). No nsfsport.com listing id captured."
      }
    ],
    "sources": [
      "store:github-file-id-23361280516 ('Top Protein Powders for 2025: Method, Data, and Provisional Ranking (as of September 16, 2025)'; repository name not exposed by the index)",
      "https://www.gardenoflife.com/products/our-vitamins/sport-protein/sport-certified-grass-fed-whey-vanilla",
      "https://www.pureformulas.com/product/sport-certified-grass-fed-whey-vanilla/1000044882"
    ],
    "notes": "~20 servings per 23.0 oz canister (research note). Confirm nsfsport.com listing id. Contains milk.",
    "priceSource": "Garden of Life brand list price, per protein research note",
    "priceDate": "2025-09-16",
    "confidence": "medium",
    "factsCheckedOn": "2025-09-16",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains milk."
    ]
  },
  {
    "id": "true-athlete-natural-whey",
    "category": "protein-recovery",
    "name": "Natural Whey Protein (Vanilla, 2.5 lb)",
    "brand": "True Athlete (The Vitamin Shoppe)",
    "servingSize": "2 scoops (28.3 g)",
    "servingsPerContainer": 39,
    "price": 41.99,
    "stimulant": false,
    "keyIngredients": [
      "Whey protein - 20 g protein per serving"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": null,
        "listingId": null,
        "evidence": "Protein research note (2025-09-16): verified in NSF Certified for Sport directory https://info.nsf.org/Certified/BannedSub/listings.asp (serving size taken from that directory)."
      }
    ],
    "sources": [
      "store:github-file-id-23361280516 ('Top Protein Powders for 2025: Method, Data, and Provisional Ranking (as of September 16, 2025)'; repository name not exposed by the index)",
      "https://www.amazon.com/True-Athlete-Probiotics-Digestive-Certified/dp/B006FNJFNE",
      "https://www.walmart.com/ip/Natural-Whey-Protein-NSF-Certified-Vanilla-2-5-lbs-40-Servings/14882157463"
    ],
    "notes": "Best value per serving in the research note ($1.08). Contains milk.",
    "priceSource": "Amazon list price (sold by The Vitamin Shoppe), per protein research note",
    "priceDate": "2025-09-16",
    "confidence": "medium",
    "factsCheckedOn": "2025-09-16",
    "asin": "B006FNJFNE",
    "highlights": [],
    "cautions": [
      "Contains milk."
    ]
  },
  {
    "id": "kaged-whey-protein-isolate",
    "category": "protein-recovery",
    "name": "Whey Protein Isolate (Vanilla, 3 lb)",
    "brand": "Kaged",
    "servingSize": "1 scoop",
    "servingsPerContainer": 41,
    "price": 59.99,
    "stimulant": false,
    "keyIngredients": [
      "Whey protein isolate - 25 g protein per serving"
    ],
    "certifications": [
      {
        "body": "Informed Sport",
        "url": "https://sport.wetestyoutrust.com/supplement-search/kaged/whey-protein-isolate",
        "listingId": null,
        "evidence": "Product listing in the Informed Sport directory, per protein research note (2025-09-16)."
      }
    ],
    "sources": [
      "store:github-file-id-23361280516 ('Top Protein Powders for 2025: Method, Data, and Provisional Ranking (as of September 16, 2025)'; repository name not exposed by the index)",
      "https://www.kaged.com/collections/whey-protein/products/whey-protein-isolate?variant=40526006845505",
      "https://www.amazon.com/Kaged-Whey-Protein-Powder-Post-Workout/dp/B07DLGPYHN"
    ],
    "notes": "Serving-size grams not captured in the source. Contains milk.",
    "priceSource": "Kaged brand list price, per protein research note",
    "priceDate": "2025-09-16",
    "confidence": "medium-high",
    "factsCheckedOn": "2025-09-16",
    "asin": "B07DLGPYHN",
    "highlights": [],
    "cautions": [
      "Contains milk."
    ]
  },
  {
    "id": "ascent-native-fuel-whey",
    "category": "protein-recovery",
    "name": "Native Fuel Whey / 100% Whey Protein Powder Blend (Vanilla Bean, 2 lb)",
    "brand": "Ascent",
    "servingSize": "1 scoop",
    "servingsPerContainer": 29,
    "price": 49.99,
    "stimulant": false,
    "keyIngredients": [
      "Native whey protein blend - 25 g protein per serving"
    ],
    "certifications": [
      {
        "body": "Informed Sport",
        "url": "https://sport.wetestyoutrust.com/supplement-search/ascent/ascent-100-whey-protein-powder-blend",
        "listingId": null,
        "evidence": "Product listing in the Informed Sport directory, per protein research note (2025-09-16)."
      }
    ],
    "sources": [
      "store:github-file-id-23361280516 ('Top Protein Powders for 2025: Method, Data, and Provisional Ranking (as of September 16, 2025)'; repository name not exposed by the index)",
      "https://instacart.vitaminshoppe.com/store/vitamin-shoppe/products/19064053-ascent-native-whey-protein-powder-vanilla-bean-2-0-lbs",
      "https://github.com/Nutrev/pello-nutrition/blob/1edbcd96539b7a4edbc2a71dee442aa0467e46d1/lib/products.ts"
    ],
    "notes": "Pello's curated entry says a mid-2024 reformulation added soy via natural flavours (allergen 'milk and soy') - check current label.",
    "priceSource": "Vitamin Shoppe (Instacart storefront), per protein research note",
    "priceDate": "2025-09-16",
    "confidence": "medium-high",
    "factsCheckedOn": "2025-09-16",
    "asin": null,
    "highlights": [],
    "cautions": [
      "A mid-2024 reformulation reportedly added soy through natural flavours (allergens: milk and soy); check the current label."
    ]
  },
  {
    "id": "momentous-whey-protein-isolate",
    "category": "protein-recovery",
    "name": "Whey Protein Isolate (grass-fed)",
    "brand": "Momentous",
    "servingSize": "1 scoop",
    "servingsPerContainer": 25,
    "price": 65.0,
    "stimulant": false,
    "keyIngredients": [
      "Grass-fed whey protein isolate - 20 g protein per serving (per Pello curated entry)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1676856",
        "listingId": "1676856",
        "listingName": "Whey Protein Isolate - Strawberry Flavor",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/1edbcd96539b7a4edbc2a71dee442aa0467e46d1/lib/products.ts"
    ],
    "notes": "NSF listing found is the Strawberry flavour; confirm other flavours. Price/servings are an unsourced estimate - re-check on livemomentous.com. Contains milk.",
    "priceSource": "Pello curated entry ('1.5lb bag, 25 servings'); editorial estimate, no retailer/date",
    "priceDate": null,
    "confidence": "low-medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains milk.",
      "The NSF listing found is the Strawberry flavour; confirm other flavours are listed."
    ]
  },
  {
    "id": "transparent-labs-grass-fed-whey-isolate",
    "category": "protein-recovery",
    "name": "100% Grass-Fed Whey Protein Isolate (Unflavored)",
    "brand": "Transparent Labs",
    "servingSize": "1 scoop",
    "servingsPerContainer": 30,
    "price": 60.0,
    "stimulant": false,
    "keyIngredients": [
      "Grass-fed whey protein isolate - 28 g protein per serving (per Pello curated entry)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1756600",
        "listingId": "1756600",
        "listingName": "Grass-Fed Whey Protein Isolate Unflavored",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/1edbcd96539b7a4edbc2a71dee442aa0467e46d1/lib/products.ts"
    ],
    "notes": "Only the Unflavored variant appears in the NSF listing found. Pello's curated text also claims Informed Choice - not verified, not recorded. Contains milk.",
    "priceSource": "Pello curated entry ('2lb bag, 30 servings'); editorial estimate",
    "priceDate": null,
    "confidence": "low-medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains milk.",
      "Only the Unflavored variant appears in the NSF listing found."
    ]
  },
  {
    "id": "klean-essential-aminos-hmb",
    "category": "protein-recovery",
    "name": "Essential Aminos + HMB",
    "brand": "Klean Athlete",
    "servingSize": "1 scoop",
    "servingsPerContainer": 30,
    "price": 72.0,
    "stimulant": false,
    "keyIngredients": [
      "Amino9 essential amino acid blend 3.35 g",
      "L-Glutamine 2 g",
      "myHMB (calcium HMB) 1.5 g",
      "Vitamin D3 12.5 mcg",
      "Calcium 210 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1254007",
        "listingId": "1254007",
        "listingName": "Klean Essential Aminos + HMB",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Recovery (amino acid) rather than protein powder. The Feed also lists Non-GMO Project Verified.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "An amino acid recovery drink rather than a protein powder.",
      "Non-GMO Project Verified, per the retailer."
    ],
    "cautions": []
  },
  {
    "id": "designs-for-sport-collagen-complex",
    "category": "protein-recovery",
    "name": "Collagen Complex",
    "brand": "Designs for Sport",
    "servingSize": "1 scoop (13 g)",
    "servingsPerContainer": 30,
    "price": 73.24,
    "stimulant": false,
    "keyIngredients": [
      "Collagen peptides (FORTIGEL, VERISOL and others) 12.5 g",
      "Protein 11 g",
      "Sodium 30 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1692702",
        "listingId": "1692702",
        "listingName": "Collagen Complex",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Joint/connective-tissue recovery product. Collagen is an incomplete protein.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Aimed at joint and connective-tissue recovery."
    ],
    "cautions": [
      "Collagen is an incomplete protein; it does not replace a complete protein source."
    ]
  },
  {
    "id": "thorne-multi-vitamin-elite",
    "category": "vitamins",
    "name": "Multi-Vitamin Elite (A.M./P.M.)",
    "brand": "Thorne",
    "servingSize": null,
    "servingsPerContainer": null,
    "price": 76.0,
    "stimulant": null,
    "keyIngredients": [
      "Two-formula AM/PM multivitamin-mineral",
      "Methylated B vitamins (per affiliate copy)",
      "PM formula includes Magnolia officinalis + Phellodendron amurense (Relora) (thorne.com article)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1309658",
        "listingId": "1309658",
        "listingName": "Thorne Multi-Vitamin Elite",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://www.thorne.com/take-5-daily/article/does-the-multi-vitamin-elite-pm-formula-actually-help-you-sleep",
      "store:github-file-id-57160417858 (affiliate catalogue: price 76, SKU image vm114nc)",
      "store:github-file-id-67190492023 (Thorne list: 'Multi-Vitamin Elite', VM114NC, 76)"
    ],
    "notes": "Serving size conflicts across sources (one affiliate page says '4 AM + 4 PM capsules'); not recorded. A Thorne catalogue file lists two SKUs ('Multi-Vitamin Elite - NSF Certified' VM114 and VM114NC) - confirm the NSF-labelled SKU. AM formula reportedly contains green tea extract; caffeine content unverified, so stimulant=null.",
    "priceSource": "Thorne affiliate catalogues in public repos (two agree on $76); undated",
    "priceDate": null,
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Two formulas, one for the morning and one for the evening."
    ],
    "cautions": [
      "Thorne sells two SKUs; confirm you buy the NSF Certified for Sport version.",
      "The A.M. formula reportedly contains green tea extract; its caffeine content is not verified.",
      "Sources disagree on the serving size, so none is shown: follow the label."
    ]
  },
  {
    "id": "thorne-basic-nutrients-2-day",
    "category": "vitamins",
    "name": "Basic Nutrients 2/Day",
    "brand": "Thorne",
    "servingSize": "2 capsules",
    "servingsPerContainer": null,
    "price": 27.0,
    "stimulant": false,
    "keyIngredients": [
      "Multivitamin-mineral",
      "5-MTHF folate and methylcobalamin (B12)",
      "Magnesium, zinc, selenium, chromium",
      "Iron-free"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1301460",
        "listingId": "1301460",
        "listingName": "Thorne Basic Nutrients 2/Day",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "store:github-file-id-57160417858 (affiliate catalogue entry 'Basic Nutrients 2/Day', price 27)"
    ],
    "notes": "Ingredient description from affiliate copy (not a label). Servings per container not captured.",
    "priceSource": "Affiliate catalogue in a public repo; undated",
    "priceDate": null,
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Iron-free, with 5-MTHF folate and methylcobalamin (B12)."
    ],
    "cautions": [
      "Ingredient details come from retailer copy, not the label."
    ]
  },
  {
    "id": "klean-multivitamin",
    "category": "vitamins",
    "name": "Klean Multivitamin",
    "brand": "Klean Athlete",
    "servingSize": "tablet (count per serving not captured)",
    "servingsPerContainer": null,
    "price": null,
    "stimulant": false,
    "keyIngredients": [
      "Zinc 15 mg",
      "Calcium 50 mg",
      "Magnesium 25 mg",
      "Copper 1 mg",
      "Vitamin D 25 mcg",
      "(partial panel - per a test fixture quoting the NIH DSLD label 276544)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=749363",
        "listingId": "749363",
        "listingName": "Klean Multivitamin",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://dsld.od.nih.gov/label/276544 (cited in a public repo; not opened here)",
      "https://www.kleanathlete.com/klean-multivitamin.html"
    ],
    "notes": "Two affiliate catalogues give conflicting unverified prices ($35 and $38, one says 60 tablets); left null. One catalogue also claims Informed Sport - unverified, not recorded.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "We hold only part of the label panel.",
      "Tablets per serving not captured: follow the label."
    ]
  },
  {
    "id": "momentous-essential-multivitamin",
    "category": "vitamins",
    "name": "Essential Multivitamin",
    "brand": "Momentous",
    "servingSize": null,
    "servingsPerContainer": null,
    "price": null,
    "stimulant": null,
    "keyIngredients": [
      "Multivitamin-mineral",
      "Vitamins K1 + K2 450 mcg (per livemomentous.com article)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1676980",
        "listingId": "1676980",
        "listingName": "Essential Multivitamin",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://www.livemomentous.com/article/why-runners-shouldnt-skip-the-multivitamin/"
    ],
    "notes": "Serving, servings and price not found in sources read.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "low-medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": []
  },
  {
    "id": "bpn-strong-multi-vitamin",
    "category": "vitamins",
    "name": "Strong Multi Vitamin",
    "brand": "Bare Performance Nutrition",
    "servingSize": null,
    "servingsPerContainer": null,
    "price": null,
    "stimulant": null,
    "keyIngredients": [],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1820649",
        "listingId": "1820649",
        "listingName": "Strong Multi Vitamin",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts"
    ],
    "notes": "Only the NSF listing (id/name) was found; no label, serving or price data in sources read.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "low",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": []
  },
  {
    "id": "designs-for-sport-multi-phyto",
    "category": "vitamins",
    "name": "Multi + Phyto",
    "brand": "Designs for Sport",
    "servingSize": null,
    "servingsPerContainer": null,
    "price": null,
    "stimulant": null,
    "keyIngredients": [],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1780341",
        "listingId": "1780341",
        "listingName": "Multi + Phyto",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts"
    ],
    "notes": "Only the NSF listing was found; no label/price data.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "low",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": []
  },
  {
    "id": "klean-d-5000",
    "category": "vitamins",
    "name": "Klean-D 5,000 IU (Vitamin D)",
    "brand": "Klean Athlete",
    "servingSize": "1 tablet",
    "servingsPerContainer": 100,
    "price": 17.5,
    "stimulant": false,
    "keyIngredients": [
      "Vitamin D3 (cholecalciferol) 5,000 IU"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1633064",
        "listingId": "1633064",
        "listingName": "KLEAN-D 5000",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Single vitamin, not a multi - included to reach the vitamins target.",
    "priceSource": "The Feed (100 servings; listed out of stock), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "A single vitamin D3 supplement rather than a multivitamin."
    ],
    "cautions": [
      "5,000 IU (125 mcg) is above the 4,000 IU daily upper limit for adults; take this dose only on a clinician's advice."
    ]
  },
  {
    "id": "klean-d-1000",
    "category": "vitamins",
    "name": "Klean-D 1,000 IU (25 mcg)",
    "brand": "Klean Athlete",
    "servingSize": "1 tablet",
    "servingsPerContainer": 100,
    "price": 14.0,
    "stimulant": false,
    "keyIngredients": [
      "Vitamin D3 (cholecalciferol) 1,000 IU"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1622811",
        "listingId": "1622811",
        "listingName": "KLEAN-D 25 mcg (1,000)",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Single vitamin. Pello's product id says '10000 IU' but the listing and label say 1,000 IU.",
    "priceSource": "The Feed (100 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "A lower-dose vitamin D3 (1,000 IU)."
    ],
    "cautions": []
  },
  {
    "id": "thorne-vitamin-d-5000",
    "category": "vitamins",
    "name": "Vitamin D-5,000",
    "brand": "Thorne",
    "servingSize": "1 capsule (per Thorne catalogue naming)",
    "servingsPerContainer": null,
    "price": null,
    "stimulant": false,
    "keyIngredients": [
      "Vitamin D3 5,000 IU"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1221010",
        "listingId": "1221010",
        "listingName": "Thorne D-5,000",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "store:github-file-id-55912145546 (Thorne catalogue: 'Vitamin D-5,000 - 60 Servings' and '- 120 Servings')"
    ],
    "notes": "Sold in 60- and 120-serving sizes; price not found.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "low-medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "5,000 IU (125 mcg) is above the 4,000 IU daily upper limit for adults; take this dose only on a clinician's advice.",
      "Sold in 60- and 120-serving sizes."
    ]
  },
  {
    "id": "designs-for-sport-vitamin-d-k-pro",
    "category": "vitamins",
    "name": "Vitamin D+K Pro",
    "brand": "Designs for Sport",
    "servingSize": "1 softgel",
    "servingsPerContainer": 60,
    "price": 40.49,
    "stimulant": false,
    "keyIngredients": [
      "Vitamin D3 50 mcg (2,000 IU)",
      "Vitamin K1 1,000 mcg + Vitamin K2 (MK-4) 1,000 mcg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1477085",
        "listingId": "1477085",
        "listingName": "Vitamin D3 Pro",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Pello matched this product to an NSF listing named 'Vitamin D3 Pro' - name differs; confirm. High vitamin K: caution with anticoagulants.",
    "priceSource": "The Feed (60 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "High vitamin K: talk to a clinician first if you take an anticoagulant such as warfarin.",
      "The NSF listing matched to this product is named \"Vitamin D3 Pro\"; confirm it is this product."
    ]
  },
  {
    "id": "thorne-catalyte",
    "category": "hydration",
    "name": "Catalyte (Lemon Lime, 30 servings)",
    "brand": "Thorne",
    "servingSize": "1 scoop (10.4 g) in at least 12 fl oz water",
    "servingsPerContainer": 30,
    "price": 34.0,
    "stimulant": false,
    "keyIngredients": [
      "Sodium 485 mg",
      "Potassium 96 mg",
      "Magnesium (TRAACS lysinate glycinate chelate) 40 mg",
      "Calcium (lactate) 80 mg",
      "Chloride 80 mg",
      "Taurine 500 mg",
      "<1 g sugar, 30 kcal",
      "Also B vitamins, vitamin C, zinc, chromium (per SuppCheckr cons)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1286726",
        "listingId": "1286726",
        "listingName": "Thorne Catalyte (Lemon Lime)",
        "evidence": "SuppCheckr product review: NSF listing matched to Lemon Lime powder, 312 g, UPC 693749006299; reconfirmed 2026-07-15"
      }
    ],
    "sources": [
      "https://github.com/noasriGit/SuppCheckr/blob/0e6b767d2132aca93ff202ed14f7037f6bba28b6/content/products/electrolytes/thorne-catalyte-lemon-lime-30-servings.yaml",
      "https://www.vitacost.com/thorne-catalyte-nsf-certified-for-sport",
      "https://www.iherb.com/pr/thorne-catalyte-lemon-lime-flavored-electrolytes-11-01-oz-312-g/70005",
      "https://www.target.com/p/thorne-catalyte-electrolyte-replenishment-and-energy-restoration-supplement-nsf-certified-for-sport-lemon-lime-11-01-oz/-/A-90629435",
      "https://www.thorne.com/products/dp/catalyte-lemon-lime"
    ],
    "notes": "Best-sourced hydration item. NSF database nutrition summary (20 kcal / 3 g sugar) differs from retailer label (30 kcal / <1 g sugar).",
    "priceSource": "Target",
    "priceDate": "2026-07-15",
    "confidence": "high",
    "factsCheckedOn": "2026-07-15",
    "asin": null,
    "highlights": [
      "The best-sourced hydration product researched."
    ],
    "cautions": [
      "NSF's database summary (20 kcal, 3 g sugar) differs from the retail label (30 kcal, under 1 g sugar)."
    ]
  },
  {
    "id": "liquid-iv-sugar-free",
    "category": "hydration",
    "name": "Hydration Multiplier Sugar-Free (Raspberry Lemonade)",
    "brand": "Liquid I.V.",
    "servingSize": "1 stick",
    "servingsPerContainer": null,
    "price": null,
    "stimulant": false,
    "keyIngredients": [
      "Sodium ~500-560 mg (estimate, SuppCheckr longlist)",
      "Sweetened with allulose + stevia (SuppCheckr longlist)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1760191",
        "listingId": "1760191",
        "listingName": "Liquid IV Hydration Multiplier Sugar Free Raspberry Lemonade",
        "evidence": "cert-registry test fixture parsed from the live nsfsport.com catalogue (fetched 2026-09-27)"
      }
    ],
    "sources": [
      "store:github-file-id-70542160507 (test for utils/cert-registry.js; fixtures described as trimmed copies of live registry pages fetched 2026-09-27; repository name not exposed by the index)",
      "https://github.com/noasriGit/SuppCheckr/blob/0e6b767d2132aca93ff202ed14f7037f6bba28b6/content/templates/electrolytes-product-longlist-research-2026-07-07.md"
    ],
    "notes": "ONLY the Sugar-Free line is certified; the regular (sugar) Hydration Multiplier Lemon Lime had no matching NSF/Informed listing per SuppCheckr (2026-07-15). Listing is flavour-specific. Label amounts/price not locked.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "medium",
    "factsCheckedOn": "2026-09-27",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Only the Sugar-Free line is certified: the regular Hydration Multiplier had no NSF or Informed Sport listing.",
      "The NSF listing is flavour-specific (Raspberry Lemonade)."
    ]
  },
  {
    "id": "mortal-hydration-sport-mix",
    "category": "hydration",
    "name": "Sport Hydration Mix (Berry)",
    "brand": "Mortal Hydration",
    "servingSize": "1 stick",
    "servingsPerContainer": 30,
    "price": 32.0,
    "stimulant": false,
    "keyIngredients": [
      "Sodium 450 mg (Regular) / 920 mg (Salty)",
      "Potassium, calcium, magnesium glycinate",
      "~10 g carbs (cane syrup + dextrose)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1662950",
        "listingId": "1662950",
        "listingName": "Mortal Hydration Berry",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/1edbcd96539b7a4edbc2a71dee442aa0467e46d1/lib/products.ts"
    ],
    "notes": "Label values and price are from Pello's curated (unsourced) entry; NSF listing is the Berry flavour.",
    "priceSource": "Pello curated entry ('30-stick box'); editorial estimate",
    "priceDate": null,
    "confidence": "low-medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Label values come from a curated entry without a source; the NSF listing is the Berry flavour."
    ]
  },
  {
    "id": "precision-fuel-hydration-ph-500",
    "category": "hydration",
    "name": "PH 500 Electrolyte Tablets",
    "brand": "Precision Fuel & Hydration",
    "servingSize": "1 effervescent tablet",
    "servingsPerContainer": 20,
    "price": 18.0,
    "stimulant": false,
    "keyIngredients": [
      "Sodium (PH 500 strength)",
      "Potassium, calcium, magnesium",
      "~3 g carbs / 10 kcal per tablet"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1204463",
        "listingId": "1204463",
        "listingName": "Precision Hydration 500 tablets",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/1edbcd96539b7a4edbc2a71dee442aa0467e46d1/lib/products.ts"
    ],
    "notes": "Only the PH 500 tablets appear in the NSF listing found; PH 1000/1500 NOT confirmed. Exact sodium per tablet not captured. The Feed lists other PF&H products as Informed Sport.",
    "priceSource": "Pello curated entry ('tube of 20 tablets'); editorial estimate",
    "priceDate": null,
    "confidence": "low-medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Only the PH 500 tablets appear in the NSF listing found; PH 1000 and PH 1500 are not confirmed.",
      "Sodium per tablet not captured."
    ]
  },
  {
    "id": "the-feed-lab-hydration",
    "category": "hydration",
    "name": "Hydration (Watermelon)",
    "brand": "The Feed Lab",
    "servingSize": "1 scoop",
    "servingsPerContainer": 30,
    "price": 30.0,
    "stimulant": false,
    "keyIngredients": [
      "Sodium 500 mg (citrate + chloride) (curated)",
      "Potassium, magnesium, calcium"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1730272",
        "listingId": "1730272",
        "listingName": "Feed Lab. Watermelon Hydration",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/1edbcd96539b7a4edbc2a71dee442aa0467e46d1/lib/products.ts"
    ],
    "notes": "Label values unverified.",
    "priceSource": "Pello curated entry ('30-serving bag'); editorial estimate",
    "priceDate": null,
    "confidence": "low-medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Label values are unverified."
    ]
  },
  {
    "id": "podium-hydro-salt-bcaa",
    "category": "hydration",
    "name": "Hydro Salt + BCAA (Sour Watermelon, 30 servings)",
    "brand": "Podium Nutrition",
    "servingSize": null,
    "servingsPerContainer": 30,
    "price": null,
    "stimulant": null,
    "keyIngredients": [
      "Electrolytes (salt) + BCAAs (amounts not captured)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1701155",
        "listingId": "1701155",
        "listingName": "PODIUM Hydro 2025 Salt+BCAA Sour Watermelon 30 servings",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts"
    ],
    "notes": "Servings taken from the NSF listing name; no label/price data found.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "low",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": []
  },
  {
    "id": "gnarly-fuel2o",
    "category": "hydration",
    "name": "Fuel2O (Tropical)",
    "brand": "Gnarly Nutrition",
    "servingSize": null,
    "servingsPerContainer": null,
    "price": null,
    "stimulant": null,
    "keyIngredients": [
      "Carbohydrate + electrolyte drink mix (amounts not captured)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1409367",
        "listingId": "1409367",
        "listingName": "Gnarly Fuel2O Tropical",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts"
    ],
    "notes": "Carb-electrolyte endurance drink; no label/price data found.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "low",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "A carbohydrate-electrolyte drink for endurance efforts."
    ],
    "cautions": []
  },
  {
    "id": "kaged-hydra-charge",
    "category": "hydration",
    "name": "Hydra-Charge (Orange Mango, 60 servings)",
    "brand": "Kaged",
    "servingSize": "1 scoop",
    "servingsPerContainer": 60,
    "price": 34.0,
    "stimulant": false,
    "keyIngredients": [
      "Sodium 115 mg",
      "Potassium 107 mg",
      "Magnesium 15 mg",
      "Calcium 37 mg",
      "Taurine 1 g",
      "Spectra blend",
      "Sweeteners: stevia, sucralose"
    ],
    "certifications": [
      {
        "body": "Informed Sport",
        "url": null,
        "listingId": null,
        "searchUrl": "https://sport.wetestyoutrust.com/supplement-search?search=Kaged%20Hydra-Charge",
        "evidence": "SuppCheckr electrolytes longlist (2026-07-15) marks 'verified (Informed Sport)' but the evidence given is 'brand states every batch' - no registry listing URL recorded."
      }
    ],
    "sources": [
      "https://github.com/noasriGit/SuppCheckr/blob/0e6b767d2132aca93ff202ed14f7037f6bba28b6/content/templates/electrolytes-product-longlist-research-2026-07-07.md",
      "https://www.kaged.com/hydra-charge"
    ],
    "notes": "Low sodium; more of a daily/pre-workout hydration product.",
    "priceSource": "Kaged.com (60 servings), per SuppCheckr",
    "priceDate": "2026-07-15",
    "confidence": "medium",
    "factsCheckedOn": "2026-07-15",
    "asin": null,
    "highlights": [
      "Low sodium: suited to daily or pre-workout hydration rather than heavy sweat loss."
    ],
    "cautions": []
  },
  {
    "id": "saltstick-caps-plus-caffeine",
    "category": "hydration",
    "name": "Electrolyte Capsules + Caffeine",
    "brand": "SaltStick",
    "servingSize": "1 capsule",
    "servingsPerContainer": 4,
    "price": 3.75,
    "stimulant": true,
    "keyIngredients": [
      "Caffeine 30 mg",
      "Potassium 53 mg",
      "Magnesium 7 mg",
      "Calcium 14 mg",
      "Vitamin D3 2.5 mcg",
      "(sodium amount not captured)"
    ],
    "certifications": [
      {
        "body": "Informed Sport",
        "url": null,
        "listingId": null,
        "searchUrl": "https://sport.wetestyoutrust.com/supplement-search?search=SaltStick%20Caps%20Plus",
        "evidence": "Listed as Informed Sport on The Feed product data (via Pello products-supplements.ts, imported 2026-09-26). NOT checked against the Informed Sport registry (Pello notes the registry blocks automated access)."
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "CONTAINS CAFFEINE. Price is for a 4-count trail packet, not a bottle. Informed Sport per The Feed only.",
    "priceSource": "The Feed (4-count packet), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "low-medium",
    "factsCheckedOn": "2026-09-26",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains caffeine (30 mg per capsule).",
      "The price is for a 4-capsule trail packet, not a bottle."
    ]
  },
  {
    "id": "create-creatine-electrolytes",
    "category": "hydration",
    "name": "Creatine + Electrolytes (Watermelon)",
    "brand": "Create Wellness",
    "servingSize": null,
    "servingsPerContainer": null,
    "price": null,
    "stimulant": null,
    "keyIngredients": [
      "Creatine monohydrate + electrolytes (amounts not captured)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1783231",
        "listingId": "1783231",
        "listingName": "Create Wellness Creatine + Electrolytes Watermelon",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts"
    ],
    "notes": "Hybrid creatine/electrolyte product; no label/price data found.",
    "priceSource": null,
    "priceDate": null,
    "confidence": "low",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Combines creatine with electrolytes."
    ],
    "cautions": []
  },
  {
    "id": "nordic-naturals-ultimate-omega-2x-sport",
    "category": "health-wellness",
    "name": "Ultimate Omega 2X Sport",
    "brand": "Nordic Naturals",
    "servingSize": "2 soft gels",
    "servingsPerContainer": 30,
    "price": 47.56,
    "stimulant": false,
    "keyIngredients": [
      "Total omega-3 2,150 mg",
      "EPA 1,125 mg",
      "DHA 875 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1207526",
        "listingId": "1207526",
        "listingName": "Ultimate Omega 2X Sport",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Only the 'Sport' SKU is listed - Pello explicitly found the regular Ultimate Omega / Ultimate Omega 2X are NOT the same product. Fish allergen.",
    "priceSource": "The Feed (30 servings; listed out of stock), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Only the Sport version is certified; the regular Ultimate Omega and Ultimate Omega 2X are different products.",
      "Contains fish."
    ]
  },
  {
    "id": "nordic-naturals-ultimate-omega-d3-sport",
    "category": "health-wellness",
    "name": "Ultimate Omega-D3 Sport",
    "brand": "Nordic Naturals",
    "servingSize": "2 soft gels",
    "servingsPerContainer": 30,
    "price": 28.86,
    "stimulant": false,
    "keyIngredients": [
      "Total omega-3 1,480 mg",
      "EPA 850 mg",
      "DHA 425 mg",
      "Vitamin D3 1,000 IU"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1400694",
        "listingId": "1400694",
        "listingName": "Ultimate Omega-D3 Sport",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Sport SKU only (regular Ultimate Omega-D3 not listed). Fish allergen.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Only the Sport version is certified; the regular Ultimate Omega-D3 is not listed.",
      "Contains fish."
    ]
  },
  {
    "id": "thorne-super-epa",
    "category": "health-wellness",
    "name": "Super EPA",
    "brand": "Thorne",
    "servingSize": "1 gel cap (per The Feed)",
    "servingsPerContainer": 90,
    "price": 41.0,
    "stimulant": false,
    "keyIngredients": [
      "EPA 425 mg",
      "DHA 270 mg (per gel cap)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1237707",
        "listingId": "1237707",
        "listingName": "Thorne Super EPA (EPA & DHA)",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements",
      "store:github-file-id-57160417858 (affiliate catalogue, price 41)"
    ],
    "notes": "Serving conflict: an affiliate page says '2 softgels'; The Feed says 1 gel cap with 425/270 mg. Fish allergen.",
    "priceSource": "The Feed (90 servings), via Pello; an affiliate catalogue also lists $41",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Sources disagree on the serving (1 gel cap or 2 softgels); amounts here are per gel cap.",
      "Contains fish."
    ]
  },
  {
    "id": "momentous-vegan-omega-3",
    "category": "health-wellness",
    "name": "Vegan Omega-3 (algal)",
    "brand": "Momentous",
    "servingSize": "2 capsules",
    "servingsPerContainer": 30,
    "price": 52.99,
    "stimulant": false,
    "keyIngredients": [
      "EPA 500 mg",
      "DHA 500 mg (algae-derived)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1696700",
        "listingId": "1696700",
        "listingName": "Vegan Omega 3",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Vegan; Non-GMO Project Verified per The Feed.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Vegan: EPA and DHA from algae.",
      "Non-GMO Project Verified, per the retailer."
    ],
    "cautions": []
  },
  {
    "id": "bpn-strong-omega",
    "category": "health-wellness",
    "name": "Strong Omega",
    "brand": "Bare Performance Nutrition",
    "servingSize": "2 soft gels",
    "servingsPerContainer": 30,
    "price": 29.99,
    "stimulant": false,
    "keyIngredients": [
      "Fish oil concentrate 2,580 mg",
      "Total omega-3 2,064 mg",
      "EPA 1,290 mg",
      "DHA 645 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1655566",
        "listingId": "1655566",
        "listingName": "Strong Omega",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Best EPA+DHA per dollar among the NSF fish oils found. Fish allergen.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Most EPA + DHA per dollar among the NSF-certified fish oils researched."
    ],
    "cautions": [
      "Contains fish."
    ]
  },
  {
    "id": "sfh-super-omega-3",
    "category": "health-wellness",
    "name": "Super Omega-3 Fish Oil",
    "brand": "SFH (Stronger Faster Healthier)",
    "servingSize": "2 soft gels",
    "servingsPerContainer": 45,
    "price": 44.99,
    "stimulant": false,
    "keyIngredients": [
      "Fish oil 2 g",
      "Total omega-3 1.9 g",
      "EPA 1.3 g",
      "DHA 0.5 g"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1504598",
        "listingId": "1504598",
        "listingName": "Super Omega3 Fish Oil",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Liquid/soft-gel line; The Feed data shows sodium 82 mg per serving. Fish allergen.",
    "priceSource": "The Feed (45 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains fish."
    ]
  },
  {
    "id": "designs-for-sport-omega-3-hi-po",
    "category": "health-wellness",
    "name": "Omega 3 Hi-Po",
    "brand": "Designs for Sport",
    "servingSize": "2 softgels",
    "servingsPerContainer": 30,
    "price": 47.99,
    "stimulant": false,
    "keyIngredients": [
      "EPA 750 mg",
      "DHA 750 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1340985",
        "listingId": "1340985",
        "listingName": "Omega 3 Hi-PO",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Fish allergen.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Contains fish."
    ]
  },
  {
    "id": "klean-probiotic",
    "category": "health-wellness",
    "name": "Klean Probiotic",
    "brand": "Klean Athlete",
    "servingSize": "1 capsule",
    "servingsPerContainer": 60,
    "price": 46.5,
    "stimulant": false,
    "keyIngredients": [
      "Multi-strain probiotic 15 billion CFU (L. acidophilus La-14, L. rhamnosus Lr-32, B. lactis HN019, others)",
      "Digestive and prebiotic blend 210 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=786227",
        "listingId": "786227",
        "listingName": "Klean Probiotic",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Gut health.",
    "priceSource": "The Feed (60 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "A multi-strain probiotic for gut health."
    ],
    "cautions": []
  },
  {
    "id": "momentous-ashwagandha",
    "category": "health-wellness",
    "name": "Ashwagandha",
    "brand": "Momentous",
    "servingSize": "1 capsule",
    "servingsPerContainer": 60,
    "price": 24.99,
    "stimulant": false,
    "keyIngredients": [
      "NooGandha ashwagandha root and leaf extract (3.5% withanolides) 300 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1604971",
        "listingId": "1604971",
        "listingName": "Ashwagandha",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Stress/adaptogen. Ashwagandha was not among DoD-prohibited entries I could read; verify. Not for use in pregnancy / thyroid conditions without clinician advice.",
    "priceSource": "The Feed (60 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Not for use in pregnancy or with a thyroid condition without a clinician's advice.",
      "Ashwagandha is not on our copy of the DoD prohibited list; check the current OPSS list."
    ]
  },
  {
    "id": "thorne-zinc-picolinate",
    "category": "health-wellness",
    "name": "Zinc Picolinate 30 mg",
    "brand": "Thorne",
    "servingSize": "1 capsule",
    "servingsPerContainer": 60,
    "price": 20.0,
    "stimulant": false,
    "keyIngredients": [
      "Zinc (picolinate) 30 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1211643",
        "listingId": "1211643",
        "listingName": "Thorne Zinc Picolinate 30 mg",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Immune-support mineral; 30 mg is below the 40 mg UL but long-term use can lower copper.",
    "priceSource": "The Feed (60 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "30 mg is below the 40 mg daily upper limit, but long-term use can lower copper."
    ]
  },
  {
    "id": "klean-magnesium",
    "category": "sleep",
    "name": "Klean Magnesium (90 vegetarian capsules)",
    "brand": "Klean Athlete",
    "servingSize": "1 vegetarian capsule",
    "servingsPerContainer": 90,
    "price": 26.5,
    "stimulant": false,
    "keyIngredients": [
      "Magnesium (as magnesium glycinate) 120 mg elemental"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1281622",
        "listingId": "1281622",
        "listingName": "Klean Magnesium",
        "evidence": "SuppCheckr (2026-06-26): NSF listing for the 90-capsule SKU KA202599-90 / UPC 310539035521"
      },
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1572352",
        "listingId": "1572352",
        "listingName": "Klean Magnesium",
        "evidence": "Pello certification-checks.ts (NSF DB check 2026-10-05) - different listing id for the same product name; possibly re-listed"
      }
    ],
    "sources": [
      "https://github.com/noasriGit/SuppCheckr/blob/0e6b767d2132aca93ff202ed14f7037f6bba28b6/content/products/magnesium/klean-athlete-klean-magnesium.yaml",
      "https://github.com/noasriGit/SuppCheckr/blob/0e6b767d2132aca93ff202ed14f7037f6bba28b6/content/templates/magnesium-product-longlist-research-2026-06-26.md",
      "https://www.kleanathlete.com/klean-magnesium.html",
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts"
    ],
    "notes": "Two NSF listing ids seen (1281622 in June 2026, 1572352 in Oct 2026) - use whichever resolves. Label allows 1-4 capsules/day.",
    "priceSource": "KleanAthlete.com",
    "priceDate": "2026-06-26",
    "confidence": "high",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "The best-sourced sleep product researched."
    ],
    "cautions": [
      "Two NSF listing ids have been seen for this product (1281622 and 1572352).",
      "The label allows 1 to 4 capsules a day."
    ]
  },
  {
    "id": "thorne-magnesium-bisglycinate",
    "category": "sleep",
    "name": "Magnesium Bisglycinate (travel stick packs)",
    "brand": "Thorne",
    "servingSize": "1 stick pack",
    "servingsPerContainer": 30,
    "price": 47.0,
    "stimulant": false,
    "keyIngredients": [
      "Magnesium (as magnesium bisglycinate) 200 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1666128",
        "listingId": "1666128",
        "listingName": "Thorne Magnesium Bisglycinate",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "A tub format also exists; listing name is generic, so confirm the format you catalogue.",
    "priceSource": "The Feed ('30 Serving (Travel Packs)'), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "A tub format also exists and the NSF listing name is generic; check the format you buy."
    ]
  },
  {
    "id": "momentous-magnesium-l-threonate",
    "category": "sleep",
    "name": "Magnesium L-Threonate",
    "brand": "Momentous",
    "servingSize": "3 capsules",
    "servingsPerContainer": 30,
    "price": 49.99,
    "stimulant": false,
    "keyIngredients": [
      "Magnesium 145 mg (from 2 g Magtein magnesium L-threonate)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1496111",
        "listingId": "1496111",
        "listingName": "Magnesium Threonate",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Melatonin-free. Non-GMO Project Verified per The Feed.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Melatonin-free.",
      "Non-GMO Project Verified, per the retailer."
    ],
    "cautions": []
  },
  {
    "id": "thorne-melaton-3",
    "category": "sleep",
    "name": "Melaton-3",
    "brand": "Thorne",
    "servingSize": "1 capsule",
    "servingsPerContainer": 60,
    "price": 16.0,
    "stimulant": false,
    "keyIngredients": [
      "Melatonin 3 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1207474",
        "listingId": "1207474",
        "listingName": "Thorne Melaton-3",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Melaton-5 is NOT covered (Pello reviewed and found the listing is Melaton-3 only).",
    "priceSource": "The Feed (60 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Melaton-5 is not covered by this listing."
    ]
  },
  {
    "id": "klean-melatonin-spray",
    "category": "sleep",
    "name": "Klean Melatonin (spray)",
    "brand": "Klean Athlete",
    "servingSize": "2 sprays",
    "servingsPerContainer": 58,
    "price": 23.0,
    "stimulant": false,
    "keyIngredients": [
      "Melatonin 3 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1808747",
        "listingId": "1808747",
        "listingName": "Klean Melatonin",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Oral spray.",
    "priceSource": "The Feed (58 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "An oral spray."
    ],
    "cautions": []
  },
  {
    "id": "cheribundi-performance-sleep-shot",
    "category": "sleep",
    "name": "PERFORMANCE SLEEP Tart Cherry + Melatonin + Magnesium Concentrate Shot",
    "brand": "Cheribundi",
    "servingSize": "1 pouch (2 oz)",
    "servingsPerContainer": 12,
    "price": 42.0,
    "stimulant": false,
    "keyIngredients": [
      "Tart cherry concentrate",
      "Magnesium 400 mg",
      "Melatonin 3 mg",
      "Potassium 300 mg",
      "Carbohydrate 19 g (90 kcal)"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1627847",
        "listingId": "1627847",
        "listingName": "Cheribundi PERFORMANCE SLEEP Tart Cherry, Melatonin +Magnesium CONCENTRATE SHOT",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "",
    "priceSource": "The Feed (box of 12), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": []
  },
  {
    "id": "bpn-peak-sleep-gummy",
    "category": "sleep",
    "name": "Peak Sleep Gummy (Berry)",
    "brand": "Bare Performance Nutrition",
    "servingSize": "4 gummies",
    "servingsPerContainer": 30,
    "price": 49.99,
    "stimulant": false,
    "keyIngredients": [
      "Magnesium (citrate) 150 mg",
      "Palmitoylethanolamide (Levagen+) 350 mg",
      "5-HTP (Griffonia seed) 200 mg",
      "GABA 200 mg",
      "L-Theanine 150 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1660451",
        "listingId": "1660451",
        "listingName": "Peak Sleep Gummy (Berry)",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Melatonin-free. 5-HTP 200 mg: avoid with SSRIs/serotonergic drugs; 5-HTP not seen on DoD-list portions read - verify.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Melatonin-free."
    ],
    "cautions": [
      "5-HTP 200 mg: avoid with SSRIs or other serotonergic drugs."
    ]
  },
  {
    "id": "swissrx-dream",
    "category": "sleep",
    "name": "Dream (PeptiSleep capsules)",
    "brand": "SwissRX",
    "servingSize": "1 capsule",
    "servingsPerContainer": 30,
    "price": 29.0,
    "stimulant": false,
    "keyIngredients": [
      "PeptiSleep brown-rice protein hydrolysate 250 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1721963",
        "listingId": "1721963",
        "listingName": "SwissRX Dream",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Melatonin-free.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Melatonin-free."
    ],
    "cautions": []
  },
  {
    "id": "designs-for-sport-sleep-complex",
    "category": "sleep",
    "name": "Sleep Complex",
    "brand": "Designs for Sport",
    "servingSize": "2 capsules",
    "servingsPerContainer": 30,
    "price": 60.99,
    "stimulant": false,
    "keyIngredients": [
      "Valerian root 400 mg",
      "Passion flower 200 mg",
      "Lemon balm 200 mg",
      "Chamomile 200 mg",
      "GABA 100 mg",
      "L-Theanine 100 mg",
      "5-HTP 100 mg",
      "Melatonin 3 mg",
      "Vitamin B6 (P5P) 10 mg"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1780043",
        "listingId": "1780043",
        "listingName": "Sleep Complex",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Contains melatonin + 5-HTP + valerian; avoid combining with other sedatives.",
    "priceSource": "The Feed (30 servings), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [],
    "cautions": [
      "Combines melatonin, 5-HTP and valerian; do not combine with other sedatives."
    ]
  },
  {
    "id": "spoken-nutrition-sleep-builder",
    "category": "sleep",
    "name": "Sleep Builder (Cherry)",
    "brand": "Spoken Nutrition",
    "servingSize": "1 packet",
    "servingsPerContainer": 14,
    "price": 49.99,
    "stimulant": false,
    "keyIngredients": [
      "Magnesium (glycinate, orotate, glycerophosphate) 300 mg",
      "L-Glutamine 5 g",
      "L-Theanine 400 mg",
      "Inositol 3 g",
      "Glycine 3 g"
    ],
    "certifications": [
      {
        "body": "NSF Certified for Sport",
        "url": "https://www.nsfsport.com/certified-products/listing-detail.php?id=1655885",
        "listingId": "1655885",
        "listingName": "Sleep Builder - Cherry (US)",
        "evidence": "Pello Nutrition certification-checks.ts: looked up in NSF Certified for Sport database, checked 2026-10-05"
      }
    ],
    "sources": [
      "https://github.com/Nutrev/pello-nutrition/blob/d48b6837f85d66c7b0b7cfb6282cd22a5cc5ca64/lib/certification-checks.ts",
      "https://github.com/Nutrev/pello-nutrition/blob/00a53e7cee5d6b969a1a325525f281612ee988c2/lib/products-supplements.ts",
      "https://thefeed.com/supplements"
    ],
    "notes": "Melatonin-free. Non-GMO Project Verified per The Feed.",
    "priceSource": "The Feed (box of 14; listed out of stock), via Pello",
    "priceDate": "2026-09-26 (import date)",
    "confidence": "medium",
    "factsCheckedOn": "2026-10-05",
    "asin": null,
    "highlights": [
      "Melatonin-free.",
      "Non-GMO Project Verified, per the retailer."
    ],
    "cautions": [
      "Listed out of stock at the retailer when the price was recorded."
    ]
  }
];
