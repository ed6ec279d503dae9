import { SAFETY_LINKS } from "~/domain/site";
import type { Source } from "~/domain/source";
import { DOD_PROHIBITED_LIST_URL, OPSS_URL } from "./copy";

/*
 * Every source the chat's own sentences cite, declared once. An answer module imports the
 * source it quotes from here, so a page's title, address and the date we read it cannot drift
 * apart between two answers that cite it. Conditions and medicines keep theirs beside their
 * rules in ~/domain/safety/condition-sources.
 */

const READ = "2026-11-26";

// The list and the people who keep it.
export const OPSS_SOURCE: Source = { title: "Operation Supplement Safety", url: OPSS_URL, checked: "2026-11-23" };
export const DOD_LIST_SOURCE: Source = { title: "DoD Prohibited Dietary Supplement Ingredients list (OPSS)", url: DOD_PROHIBITED_LIST_URL, checked: "2026-11-23" };
export const ASK_THE_EXPERT_SOURCE: Source = { title: "OPSS Ask the Expert", url: SAFETY_LINKS.opssAskTheExpert, checked: "2026-11-23" };
export const OPSS_RED_FLAGS: Source = {
  title: "OPSS FAQ (HPRC): What are the red flags for supplements?",
  url: "https://hprc-online.org/dietary-supplements/opss/operation-supplement-safety-OPSS/opss-frequently-asked-questions-faqs-1/what-are-the-201cred-flags201d-for-supplements",
  checked: "2026-11-26",
};
export const FDA_TAINTED: Source = {
  title: "FDA: Questions and answers on tainted products marketed as dietary supplements",
  url: "https://www.fda.gov/Drugs/ResourcesForYou/Consumers/BuyingUsingMedicineSafely/MedicationHealthFraud/ucm247094.htm",
  checked: READ,
};
export const POSITIVE_FROM_SUPPLEMENT: Source = {
  title: "185th Air Refueling Wing: Testing positive, could your supplements cause you to fail your drug test?",
  url: "https://www.185arw.ang.af.mil/News/Article-Display/Article/446979/testing-positive-could-your-supplements-cause-you-to-fail-your-drug-test/",
  checked: READ,
};

// Our own guides, cited where an answer leads with their advice.
export const GUIDE_PROTEIN: Source = { title: "Our guide: How much protein do you need, and when?", url: "/blog/protein-needs-and-timing", checked: READ };
export const GUIDE_CREATINE: Source = { title: "Our guide: Creatine for service members", url: "/blog/creatine-for-service-members", checked: READ };
export const GUIDE_HYDRATION: Source = { title: "Our guide: Hydration and sodium in the heat", url: "/blog/hydration-and-sodium-in-the-heat", checked: READ };
export const GUIDE_CAFFEINE: Source = { title: "Our guide: Caffeine limits and timing", url: "/blog/caffeine-limits-and-timing", checked: READ };
export const GUIDE_SLEEP: Source = { title: "Our guide: Sleep, melatonin and shift work", url: "/blog/sleep-melatonin-and-shift-work", checked: READ };
export const GUIDE_VITAMINS: Source = { title: "Our guide: Vitamin D, magnesium and zinc", url: "/blog/vitamin-d-and-upper-limits", checked: READ };
export const GUIDE_FIELD: Source = { title: "Our guide: Rucks, road marches and field days", url: "/blog/rucks-road-marches-and-field-days", checked: READ };
export const GUIDE_HEAT: Source = { title: "Our guide: Heat illness, acclimatization and coming back", url: "/blog/heat-illness-acclimatization-and-coming-back", checked: "2026-11-27" };
export const GUIDE_BUYING: Source = { title: "Our guide: Buying, shipping and storing supplements", url: "/blog/buying-shipping-and-storing-supplements", checked: READ };
// Food sources and who to call: the practical help beside or instead of a product (./practical-topics.ts).
export const GUIDE_FOOD_FIRST: Source = {
  title: "Our guide: Food first: protein, iron, vitamin D, omega-3s and calcium from what you eat",
  url: "/blog/food-first-protein-iron-vitamin-d-omega-3-and-calcium",
  checked: "2026-11-27",
};

export const GUIDE_PLANT_DIETS: Source = {
  title: "Our guide: Vegan or vegetarian in uniform: B12, iron, omega-3s, protein and creatine",
  url: "/blog/vegan-and-vegetarian-nutrients",
  checked: "2026-11-27",
};

export const GUIDE_NERVES: Source = {
  title: "Our guide: Nerves before a board or a test, stress that won't let up, and who to call",
  url: "/blog/nerves-stress-and-who-to-call",
  checked: "2026-11-27",
};

export const GUIDE_WEIGHT: Source = { title: "Our guide: Fat burners and making weight", url: "/blog/fat-burners-and-making-weight", checked: READ };

// Caffeine and other stimulants.
export const OPSS_RATION_GUM: Source = { title: "Operation Supplement Safety (OPSS): Caffeinated gum: Q&A about the gum in your MREs", url: "https://www.opss.org/article/caffeinated-gum-qa-about-gum-your-mres", checked: READ };
export const ISSN_CAFFEINE: Source = {
  title: "International Society of Sports Nutrition position stand: caffeine and exercise performance (Guest et al., JISSN 2021)",
  url: "https://jissn.biomedcentral.com/articles/10.1186/s12970-020-00383-4",
  checked: READ,
};
export const ENERGY_DRINK_SOURCE: Source = {
  title: "HPRC Dietary Supplement Classification System: Energy Drinks",
  url: "https://hprc-online.org/dietary-supplements/dietary-supplement-classification-system-1/class-8-supplements/copy4_of_branched-chain-amino-acids/",
  checked: READ,
};
export const OPSS_SECOND_DOSE: Source = {
  title: "OPSS FAQ (via HPRC): If I use caffeine to improve my performance, how much should I use?",
  url: "https://hprc-online.org/dietary-supplements/opss/operation-supplement-safety-OPSS/opss-frequently-asked-questions-faqs-1/if-i-use-caffeine-to-improve-my-performance-how-much-should-i-use/",
  checked: READ,
};
export const ENERGY_DRINK_RISK: Source = { title: "Military Health System: Energy boost in a can: Is it as beneficial as it seems?", url: "https://health.mil/News/Articles/2017/03/24/Energy-boost-in-a-can-is-it-as-beneficial-as-it-seems", checked: READ };
export const HPRC_ENERGY_DRINKS: Source = { title: "HPRC blog: Energy drinks: different labels, same risks", url: "https://hprc-online.org/blog/@@journal_view?topic=Energy%20drinks", checked: READ };
export const CAFFEINE_HEAT: Source = {
  title: "The effect of dietary supplements on endurance exercise performance and core temperature in hot environments (Peel et al., Sports Med 2021)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8514372",
  checked: READ,
};

// Food, protein and diets.
export const ISSN_BETA_ALANINE: Source = {
  title: "International Society of Sports Nutrition position stand: Beta-Alanine (Trexler et al., JISSN 2015)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4501114",
  checked: "2026-11-27",
};
export const ISSN_PROTEIN: Source = {
  title: "International Society of Sports Nutrition Position Stand: protein and exercise (Jäger et al., JISSN 2017)",
  url: "https://scigraph.springernature.com/pub.10.1186/s12970-017-0177-8",
  checked: READ,
};
export const HPRC_TEST_FUEL: Source = { title: "HPRC blog, Fueling topic page (archived): Fueling up for the PFT/PRT", url: "http://hprc-online.org/blog/@@journal_view?topic=Fueling", checked: READ };
export const GLUTEN_FREE_RULE: Source = {
  title: "FDA final rule: Food Labeling; Gluten-Free Labeling of Foods (78 FR 47178, 2013)",
  url: "https://www.federalregister.gov/documents/2013/08/05/2013-18813/food-labeling-gluten-free-labeling-of-foods",
  checked: READ,
};
export const CREATINE_OPSS: Source = { title: "OPSS: Creatine supplements: the basics", url: "https://www.opss.org/article/creatine-supplements-basics", checked: "2026-11-23" };
export const NCCIH_JOINTS: Source = { title: "NCCIH: Glucosamine and Chondroitin for Osteoarthritis", url: "https://nccih.nih.gov/health/chondroitin", checked: READ };
// Goals sold with supplements that no guide of ours backs.
export const MHS_BOOSTERS: Source = {
  title: "Military Health System: Dietary Supplements: Educate Yourself First Before Trying Them",
  url: "https://health.mil/News/Articles/2021/12/28/Dietary-Supplements-Educate-Yourself-First-Before-Trying-Them",
  checked: "2026-11-27",
};
export const AF_LOW_T: Source = {
  title: "Air Force Medical Service: Supplements promising to get you 'stacked' may leave you 'juiced'",
  url: "https://www.airforcemedicine.af.mil/News/Display/Article/425613/supplements-promising-to-get-you-stacked-may-leave-you-juiced",
  checked: "2026-11-27",
};

// Heat and hydration.
export const CDC_HEAT_ILLNESS: Source = { title: "CDC: Heat-related illnesses, what to look for and what to do", url: "https://stacks.cdc.gov/view/cdc/59395", checked: "2026-11-27" };
export const HEAT_SIGNS: Source = { title: "Heat stroke vs. heat exhaustion, after CDC (Gundersen Health)", url: "https://www.gundersenhealth.org/health-wellness/be-well/heat-stroke-vs-heat-exhaustion/", checked: READ };
export const HEAT_FIRST_AID: Source = { title: "Cal OES: Summer heat resources, what to do for heat stroke", url: "https://www.caloes.ca.gov/ICESite/Pages/Summer-Heat-Resources.aspx", checked: READ };
export const HYPONATREMIA: Source = {
  title: "Military Health System: Update: Exertional Hyponatremia Among Active Component Members of the U.S. Armed Forces, 2007–2022",
  url: "https://health.mil/News/Articles/2023/04/01/Hyponatremia-Update",
  checked: READ,
};
export const ACSM_FLUID: Source = {
  title: "American College of Sports Medicine Position Stand: Exercise and Fluid Replacement (Sawka et al., Med Sci Sports Exerc 2007)",
  url: "https://journals.lww.com/acsm-msse/Fulltext/2007/02000/Exercise_and_Fluid_Replacement.22.aspx",
  checked: READ,
};
export const TRAINEES_OVERHYDRATION: Source = { title: "Hyponatremia associated with overhydration in U.S. Army trainees (O'Brien et al., Mil Med 2001)", url: "https://pubmed.ncbi.nlm.nih.gov/11370203/", checked: READ };

// Sleep, shifts and driving tired.
export const NIOSH_DARK: Source = { title: "NIOSH Training for Nurses on Shift Work and Long Work Hours: Create a Good Sleep Environment", url: "https://www.cdc.gov/niosh/work-hour-training-for-nurses/longhours/mod6/02.html", checked: READ };
export const NIOSH_QUIET: Source = {
  title: "NIOSH Training for Nurses on Shift Work and Long Work Hours: Create a Good Sleep Environment (continued)",
  url: "https://www.cdc.gov/niosh/work-hour-training-for-nurses/longhours/mod6/03.html",
  checked: READ,
};
export const NIOSH_DROWSY: Source = { title: "NIOSH Training for Nurses on Shift Work and Long Work Hours: Preventing Crashes", url: "https://www.cdc.gov/niosh/work-hour-training-for-nurses/longhours/mod11/04.html", checked: READ };
export const ARMY_SHIFT_SLEEP: Source = { title: "Army Public Health Center, Performance Learning Center: Managing Sleep and Shift Work", url: "https://p3.amedd.army.mil/performance-learning-center/sleep/managing-sleep-and-shift-work", checked: READ };
export const HPRC_SHIFTS: Source = {
  title: "HPRC: Shifts happen: Managing your sleep with irregular work schedules",
  url: "https://www.hprc-online.org/mental-fitness/sleep-stress/shifts-happen-managing-your-sleep-irregular-work-schedules",
  checked: READ,
};
export const MAYO_MELATONIN: Source = { title: "Mayo Clinic News Network: Home remedies, melatonin as a helpful sleep aid (side effects)", url: "https://newsnetwork.mayoclinic.org/discussion/home-remedies-melatonin-as-a-helpful-sleep-aid/", checked: "2026-11-26" };
export const MELATONIN_REVIEW: Source = {
  title: "The effectiveness of melatonin for promoting healthy sleep: a rapid evidence assessment of the literature (Costello et al., Nutrition Journal 2014)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4273450/",
  checked: READ,
};
export const MELATONIN_JET_LAG: Source = { title: "Cochrane for Clinicians: Melatonin for the Prevention and Treatment of Jet Lag (Am Fam Physician 2002)", url: "https://aafp.org/pubs/afp/issues/2002/1201/p2087.html", checked: READ };

// Symptoms and the care they need.
export const EXERTIONAL_SYNCOPE: Source = {
  title: "Evaluation of exercise-related syncope in young athletes (Am Fam Physician, 1999)",
  url: "https://aafp.org/pubs/afp/issues/1999/1101/p2001.html",
  checked: READ,
};
export const ANAPHYLAXIS_NOW: Source = { title: "ACAAI: Anaphylaxis", url: "https://acaai.org/allergies/anaphylaxis", checked: READ };
export const DIARRHOEA_CARE: Source = { title: "Mayo Clinic: Diarrhea, when to see a doctor", url: "http://www.mayoclinic.org/symptoms/diarrhea/basics/when-to-see-doctor/sym-20050926", checked: READ };
export const LIVER_CASES: Source = {
  title: "Liver injury due to ashwagandha: a case series from Iceland and the U.S. Drug-Induced Liver Injury Network (Liver Int, 2020)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8041491",
  checked: READ,
};
export const STROKE_SIGNS: Source = {
  title: "Allina Health patient education: Stroke warning signs, call 911",
  url: "https://www.allinahealth.org/Health-Conditions-and-Treatments/Health-library/Patient-education/Understanding-Stroke/Stroke-overview/Stroke-warning-signs-Call-911/",
  checked: READ,
};
export const HIDDEN_CAFFEINE: Source = {
  title: "OPSS FAQ: What are some hidden sources of caffeine?",
  url: "http://hprc-online.org/dietary-supplements/opss/operation-supplement-safety-OPSS/opss-frequently-asked-questions-faqs-1/dietary-supplement-ingredients/what-are-some-hidden-sources-of-caffeine",
  checked: READ,
};
export const CAFFEINE_OVERDOSE: Source = {
  title: "Caffeine overdose (A.D.A.M. Medical Encyclopedia, via Lima Memorial Health System library)",
  url: "https://limamemorial.org/health-library/HIE%20Multimedia-TextOnly/1/002579",
  checked: READ,
};
export const SEROTONIN_SYNDROME: Source = { title: "MSD Manual, consumer version: Serotonin syndrome", url: "https://www.msdmanuals.com/en-nz/home/injuries-and-poisoning/heat-disorders/serotonin-syndrome", checked: READ };
export const MAGNESIUM_SIDE_EFFECTS: Source = {
  title: "NIH Office of Dietary Supplements: Magnesium, fact sheet for health professionals (health risks from excessive magnesium)",
  url: "https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/",
  checked: "2026-11-27",
};
export const OMEGA3_SIDE_EFFECTS: Source = { title: "NIH Office of Dietary Supplements: Omega-3 Fatty Acids, fact sheet for consumers", url: "https://ods.od.nih.gov/factsheets/Omega3FattyAcids-Consumer/", checked: READ };

// Follow-ups: tiredness with its cause, basic training, teeth, the gut.
export const FATIGUE_SELF_CARE: Source = { title: "Mayo Clinic: Fatigue, self-care and when to see a professional (via Middlesex Health)", url: "https://middlesexhealth.org/learning-center/definitions/fatigue", checked: READ };
export const METOPROLOL_SIDE_EFFECTS: Source = { title: "NHS: Side effects of metoprolol", url: "https://nhs.uk/medicines/metoprolol/side-effects-of-metoprolol", checked: READ };
export const FLU_AT_HOME: Source = { title: "Ohio Department of Health: Seasonal influenza, if you're sick", url: "https://odh.ohio.gov/know-our-programs/seasonal-influenza/if-youre-sick", checked: READ };
export const FLU_WARNING_SIGNS: Source = { title: "Santa Barbara Independent: What do you do if you get sick with the flu? (CDC advice, emergency warning signs)", url: "http://www.independent.com/news/2013/jan/16/what-do-you-do-if-you-get-sick-flu/", checked: READ };
export const TRAINEE_MAIL: Source = { title: "ParentsZone: Basic training care packages", url: "http://parentszone.org/resources/basic-training/care-packages/", checked: READ };
export const SPORTS_DRINKS_TEETH: Source = {
  title: "Delta Dental of Michigan: Choose your drink wisely (after the American Dental Association)",
  url: "http://www.deltadentalmi.com/Wellness/Oral-Health-Resources/Oral-Health-Topics/Keeping-Your-Child-s-Mouth-Healthy/Choose-Your-Drink-Wisely.aspx",
  checked: READ,
};
export const ENERGY_DRINKS_TEETH: Source = { title: "NZ Herald: Energy drinks 'bathing your teeth in acid' (Academy of General Dentistry study)", url: "https://nzherald.co.nz/lifestyle/energy-drinks-bathing-your-teeth-in-acid/RAR7O26I6MS5LZ47D7XO755Q2U", checked: READ };
export const IBS_DIET_REVIEW: Source = { title: "The role of diet in symptoms of irritable bowel syndrome in adults: a narrative review (J Am Diet Assoc, 2009)", url: "https://www.jandonline.org/article/S0002-8223(09)00461-1/fulltext", checked: READ };
export const ACG_LOW_FODMAP: Source = { title: "American College of Gastroenterology, IBS treatment: Low-FODMAP diet", url: "http://ibstreatment.gi.org/Home/TreatmentIndv/2", checked: READ };

// Follow-up turns and questions of fact (./turn-answers.ts, ./worth-asking.ts).
export const GUIDE_CERTIFICATION: Source = { title: "Our guide: NSF Certified for Sport vs Informed Sport, and how to check your lot", url: "/blog/nsf-certified-for-sport-vs-informed-sport", checked: READ };
export const GUIDE_POPPY: Source = { title: "Our guide: Poppy seeds and a military drug test", url: "/blog/poppy-seeds-and-drug-tests", checked: "2026-11-27" };
export const OPSS_POPPY_SEEDS: Source = { title: "Operation Supplement Safety: Poppy seeds and drug testing", url: "https://www.opss.org/article/poppy-seeds-and-drug-testing", checked: READ };
export const DOD_POPPY_WARNING: Source = {
  title: "DoD News (Air Force Reserve Command): Defense Department provides warning to military services regarding poppy seed consumption and military drug testing",
  url: "https://www.afrc.af.mil/News/Article-Display/Article/3305014/defense-department-provides-warning-to-military-services-regarding-poppy-seed-c/",
  checked: READ,
};
export const NCCIH_OMEGA3: Source = { title: "NCCIH: Omega-3 supplements, in depth", url: "https://nccih.nih.gov/health/omega3", checked: READ };
export const NIH_OMEGA3_NEWS: Source = { title: "NIH News in Health: What are omega-3s? (August 2025)", url: "https://newsinhealth.nih.gov/2025/08/what-are-omega-3s", checked: READ };
export const ODS_MULTIVITAMINS: Source = { title: "NIH Office of Dietary Supplements: Multivitamin/mineral supplements, fact sheet for health professionals", url: "https://ods.od.nih.gov/factsheets/MVMS-HealthProfessional/", checked: READ };
export const CAFFEINE_CUT_BACK: Source = { title: "Mayo Clinic: Time to cut back on caffeine?", url: "https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/in-depth/health-tip/art-20048838", checked: READ };
export const CAFFEINE_WITHDRAWAL: Source = {
  title: "Mayo Clinic Care Network: Caffeine: how much is too much? Cutting back on caffeine",
  url: "https://www.mymlc.com/health-information/articles/c/caffeine-how-much-is-too-much?section=Cutting+back+on+caffeine",
  checked: READ,
};

// Low mood and crisis: where to reach a person now (./mood.ts).
export const MILITARY_CRISIS_LINE: Source = {
  title: "Veterans Crisis Line: free, confidential support for Veterans, service members and their families",
  url: "https://www.veteranscrisisline.net/About/VeteranSuicide.aspx",
  checked: "2026-11-27",
};
export const NCCIH_ST_JOHNS_WORT_DEPRESSION: Source = {
  title: "NCCIH: St. John's wort and depression, in depth",
  url: "https://www.nccih.nih.gov/health/st-johns-wort-and-depression-in-depth",
  checked: "2026-11-27",
};

// Bleeding or bruising since starting a supplement (./concerns.ts).
export const FISH_OIL_BRUISING: Source = {
  title: "University of Florida Health: Fish oil may increase bruising",
  url: "http://news.health.ufl.edu/2010/14189/multimedia/health-in-a-heartbeat/fish-oil-may-increase-bruising/",
  checked: "2026-11-27",
};

// Common effects of supplements and what to do about them (./common-effects.ts).
export const NIACIN_FLUSH: Source = { title: "Vitamin B3: as a dietary supplement, flushing above 30 mg (Wikipedia, via wiki.tiffa.net)", url: "https://wiki.tiffa.net/wiki/Translations:Vitamin_B3/22/en", checked: "2026-11-27" };
export const NIACIN_FLUSH_FOOD: Source = { title: "Seeking Health: Why does my skin flush after taking products containing niacin (B3)?", url: "https://support.seekinghealth.com/en-US/why-does-my-skin-flush-after-taking-products-containing-niacin-b3-and-what-can-i-do-about-it-660460", checked: "2026-11-27" };
export const VITAMIN_C_UPPER: Source = { title: "MSD Manual, professional version: Vitamin C toxicity (the 2,000 mg upper limit; nausea and diarrhea above it)", url: "https://msdmanuals.com/professional/nutritional-disorders/vitamin-deficiency-dependency-and-toxicity/vitamin-c-toxicity", checked: "2026-11-27" };
export const IRON_SIDE_EFFECTS: Source = { title: "AdventHealth (Florida Hospital): Side effects of iron supplements", url: "https://www.floridahospital.com/iron-supplements/side-effects-iron-supplements", checked: "2026-11-27" };
export const IRON_WITH_MEALS: Source = { title: "emc (UK Electronic Medicines Compendium): oral iron tablets, summary of product characteristics, undesirable effects (taken after food to reduce them)", url: "https://medicines.org.uk/emc/product/4231/smpc", checked: "2026-11-27" };
export const RIBOFLAVIN_URINE: Source = { title: "Livestrong: What in vitamins makes my urine turn yellow?", url: "https://www.livestrong.com/article/496323-what-in-vitamins-makes-my-urine-turn-yellow/", checked: "2026-11-27" };
export const FISH_OIL_MEALS: Source = { title: "Verywell: Ways to minimize fish oil side effects", url: "https://www.verywell.com/ways-to-minimize-fish-oil-side-effects-698117", checked: "2026-11-27" };
export const ZINC_NAUSEA: Source = { title: "Livestrong: Why zinc can make you nauseous (and how to deal with it)", url: "https://www.livestrong.com/article/520207-nausea-after-zinc/", checked: "2026-11-27" };
export const MELATONIN_RISKS: Source = { title: "Mayo Clinic, expert answers (Brent A. Bauer, M.D.): Is melatonin a helpful sleep aid, and what should I know about its side effects?", url: "https://www.mayoclinic.org/healthy-lifestyle/adult-health/expert-answers/melatonin-side-effects/faq-20057874", checked: "2026-11-27" };
export const CREATINE_WATER: Source = { title: "Livestrong: Retaining water while taking creatine", url: "https://www.livestrong.com/article/518675-retaining-water-while-taking-creatine/", checked: "2026-11-27" };
export const CREATINE_LARGE_DOSES: Source = { title: "TopTrends: 7 possible side effects of creatine (stomach upset at 10 g a day and over)", url: "https://toptrends.io/7-possible-side-effects-of-creatine", checked: "2026-11-27" };
export const PROBIOTIC_GAS: Source = { title: "NIH MedlinePlus Magazine (NCCIH): What the science says about the safety and side effects of probiotics", url: "https://medlineplus.gov/magazine/issues/winter16/articles/winter16pg23.html", checked: "2026-11-27" };
export const CALCIUM_GUT: Source = { title: "Healthfully: Side effects of calcium supplements", url: "https://healthfully.com/side-effects-of-calcium-supplements-3200623.html", checked: "2026-11-27" };
