import type { Source } from "~/domain/source";

/*
 * Where the cautions of ./conditions.ts for medicines and pregnancy come from, read on the date
 * each names: the caution restates the source in our own words.
 */

const READ = "2026-11-26";

// Read by the medicine and condition rules, the limits table and the chat alike.
export const OPSS_CAFFEINE: Source = { title: "Operation Supplement Safety (OPSS): Caffeine for performance", url: "https://www.opss.org/article/caffeine-performance", checked: READ };
export const FDA_CAFFEINE: Source = {
  title: "FDA Consumer Update: Spilling the Beans: How Much Caffeine is Too Much?",
  url: "https://fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much",
  checked: "2026-11-23",
};
export const OPSS_FLIGHT_CREW: Source = { title: "OPSS: Stimulants for flight crew alertness", url: "https://www.opss.org/article/stimulants-flight-crew-alertness", checked: "2026-11-23" };
export const CAFFEINE_SLEEP: Source = {
  title: "Caffeine Effects on Sleep Taken 0, 3, or 6 Hours before Going to Bed (Drake et al., J Clin Sleep Med 2013)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3805807",
  checked: "2026-11-23",
};
export const ARMY_HYDRATION: Source = { title: "Army Public Health Center, Performance Learning Center: Hydration", url: "https://p3.amedd.army.mil/performance-learning-center/nutrition/hydration", checked: READ };
export const CERTIFICATION_WHY: Source = {
  title: "Operation Supplement Safety: Why third-party certification is important for dietary supplements",
  url: "https://www.opss.org/article/why-third-party-certification-important-dietary-supplements",
  checked: READ,
};

export const NCCIH_ST_JOHNS_WORT: Source = {
  title: "NCCIH, Know the Science: How medications and supplements can interact (More about St. John's wort)",
  url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
  checked: READ,
};
export const OMEGA3_BLEEDING: Source = { title: "APhA: Omega-3 fatty acids and the increased risk of bleeding", url: "https://www.pharmacist.com/article/omega-3-fatty-acids-and-increased-risk-bleeding", checked: READ };
export const GINKGO_WARFARIN: Source = {
  title: "APhA Drug Interactions Corner: Bleeding risk increased with concurrent use of warfarin and ginkgo",
  url: "https://personify.pharmacist.com/drug-interactions-corner/bleeding-risk-increased-concurrent-use-warfarin-and-ginkgo",
  checked: READ,
};
export const BEETROOT_BP: Source = { title: "Beetroot juice lowers blood pressure in free-living adults (Nutr J, 2012)", url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3545899", checked: READ };
export const LEVOTHYROXINE_LABEL: Source = {
  title: "FDA label: Synthroid (levothyroxine sodium), dosage and administration",
  url: "https://api.fda.gov/drug/label.json?search=openfda.brand_name%3A%22Synthroid%22",
  checked: READ,
};
export const BIOTIN_THYROID_TESTS: Source = {
  title: "Biotin interference with thyroid function tests and washout periods (Li et al., Medicine 2020)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7478465",
  checked: READ,
};
export const ISOTRETINOIN_LABEL: Source = {
  title: "FDA label: isotretinoin capsules, drug interactions (vitamin A)",
  url: "https://api.fda.gov/drug/label.json?search=openfda.generic_name%3A%22isotretinoin%22",
  checked: READ,
};
export const MARCH_OF_DIMES_CAFFEINE: Source = {
  title: "March of Dimes: Caffeine in pregnancy (and while breastfeeding)",
  url: "http://www.marchofdimes.com/printableArticles/nutrition_caffeine.html",
  checked: READ,
};

/**
 * The adult upper limit for preformed vitamin A (retinol), 19 and older, as the source's table
 * gives it in both units. Kept here rather than in the limits table: no product is judged by it,
 * only the isotretinoin caution names it.
 */
export const VITAMIN_A_UPPER_LIMIT = {
  mcg: 3000,
  iu: 10000,
  source: {
    title: "Vitamin A: tolerable upper intake levels by age (WebMD supplement guide)",
    url: "http://www.webmd.com/vitamins-and-supplements/lifestyle-guide-11/supplement-guide-vitamin-a?page=2",
    checked: READ,
  } satisfies Source,
};
export const LISINOPRIL_LABEL: Source = {
  title: "FDA label: lisinopril tablets, drug interactions (potassium supplements and salt substitutes)",
  url: "https://api.fda.gov/drug/label.json?search=openfda.generic_name%3A%22lisinopril%22",
  checked: READ,
};
export const ALBUTEROL_LABEL: Source = {
  title: "FDA label: albuterol sulfate inhalation aerosol, adverse reactions and drug interactions",
  url: "https://api.fda.gov/drug/label.json?search=openfda.generic_name%3A%22albuterol%22",
  checked: READ,
};
export const METFORMIN_B12: Source = {
  title: "NIDDK, Diabetes Discoveries & Practice: Metformin and vitamin B12 deficiency",
  url: "https://www.niddk.nih.gov/health-information/professionals/diabetes-discoveries-practice/metformin-vitamin-b12-deficiency",
  checked: READ,
};
export const DIABETES_EXERCISE: Source = {
  title: "Mayo Clinic: Diabetes and exercise: When to monitor your blood sugar",
  url: "https://www.mayoclinic.org/diseases-conditions/diabetes/in-depth/diabetes-and-exercise/art-20045697",
  checked: READ,
};
export const LACTMED_MELATONIN: Source = {
  title: "LactMed (NICHD): Melatonin, summary of use during lactation",
  url: "https://www.ncbi.nlm.nih.gov/pubmed/30000923",
  checked: READ,
};
export const MARCH_OF_DIMES_FATIGUE: Source = { title: "March of Dimes: Fatigue during pregnancy", url: "http://www.marchofdimes.com/pregnancy/yourbody_fatigue.html", checked: READ };
export const NCCIH_ASHWAGANDHA: Source = { title: "NCCIH (NIH) bulletin: Ashwagandha, what do we know about safety?", url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/355834e", checked: READ };
export const NCCIH_ASHWAGANDHA_SIDE_EFFECTS: Source = { title: "NCCIH (NIH) bulletin: Ashwagandha, side effects and who should not take it", url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/3764d56", checked: READ };
export const BIOTIN_TROPONIN: Source = {
  title: "TCTMD: FDA reminds clinicians about biotin interference with troponin tests (FDA safety communication update, 2019)",
  url: "https://www.tctmd.com/news/fda-reminds-clinicians-about-biotin-interference-troponin-tests",
  checked: READ,
};
export const MARCH_OF_DIMES_NEW_MOM_FATIGUE: Source = { title: "March of Dimes: New mom fatigue", url: "http://www.marchofdimes.org/pregnancy/new-mom-fatigue.aspx", checked: READ };
export const NHS_MELATONIN_PREGNANCY: Source = {
  title: "NHS: Pregnancy, breastfeeding and fertility while taking melatonin",
  url: "http://nhs.uk/medicines/melatonin/pregnancy-breastfeeding-and-fertility-while-taking-melatonin",
  checked: READ,
};
export const NHS_MELATONIN_MEDICINES: Source = {
  title: "NHS: Taking melatonin with other medicines and herbal supplements",
  url: "http://nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements",
  checked: READ,
};
export const MARCH_OF_DIMES_FOLIC_ACID: Source = { title: "March of Dimes: Folic acid", url: "http://www.marchofdimes.com/printableArticles/folicacid.html", checked: READ };
export const OMEGA3_PREGNANCY_RECOMMENDATIONS: Source = {
  title: "Dietary intakes of EPA and DHA omega-3 fatty acids among US childbearing-age and pregnant women (Zhang et al., Nutrients 2018), with its table of recommendations",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC5946201",
  checked: READ,
};
export const LACTMED_CREATINE: Source = { title: "Drugs and Lactation Database (LactMed), NICHD: Creatine", url: "https://ncbi.nlm.nih.gov/books/n/lactmed/LM937/", checked: READ };
export const ODS_WEIGHT_LOSS: Source = {
  title: "NIH Office of Dietary Supplements: Dietary Supplements for Weight Loss, Fact Sheet for Consumers",
  url: "https://ods.od.nih.gov/factsheets/WeightLoss-Consumer/",
  checked: READ,
};
export const HPRC_STIMULANTS: Source = { title: "HPRC blog: Stimulants", url: "https://hprc-online.org/blog/@@journal_view?topic=Stimulants", checked: "2026-11-23" };
export const HPRC_HYDRATION: Source = { title: "HPRC: Hydration basics", url: "https://www.hprc-online.org/nutrition/performance-nutrition/hydration-basics", checked: READ };
export const MAGNESIUM_INSOMNIA_REVIEW: Source = {
  title: "Oral magnesium supplementation for insomnia in older adults: a systematic review and meta-analysis (Mah and Pitre, 2021)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8053283",
  checked: "2026-11-26",
};

// Kidney, liver, seizure, gout, eating-disorder and surgery cautions (./organ-conditions.ts), and the blood-thinner additions.
export const CREATINE_KIDNEY_REVIEW: Source = {
  title: "Is It Time for a Requiem for Creatine Supplementation-Induced Kidney Failure? A Narrative Review (Longobardi et al., Nutrients 2023)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10054094",
  checked: READ,
};
export const CKD_PROTEIN: Source = {
  title: "Creatine is a conditionally essential nutrient in chronic kidney disease (Post et al., Nutrients 2019): diet restrictions in CKD",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6567063",
  checked: READ,
};
export const TURMERIC_LIVER: Source = {
  title: "Liver injury associated with turmeric: ten cases from the Drug-Induced Liver Injury Network (Am J Med, 2023)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9892270/",
  checked: READ,
};
export const LIVERTOX_ASHWAGANDHA: Source = { title: "LiverTox (NIDDK/NLM): Ashwagandha, hepatotoxicity", url: "https://www.ncbi.nlm.nih.gov/books/NBK548536/", checked: READ };
export const HERBS_EPILEPSY: Source = {
  title: "Herbal medicines and epilepsy: the potential for benefit and adverse effects (Spinella, Epilepsy Behav 2001)",
  url: "https://www.ncbi.nlm.nih.gov/pubmed/12609386?dopt=Abstract",
  checked: READ,
};
export const GOUT_DIET: Source = { title: "Training Matters (pharmacy team training): Gout, diet and supplements", url: "https://www.tmmagazine.co.uk/team-training/gout/answer-941135", checked: READ };
export const PURGING_MEDICINES: Source = { title: "HealthInfo Canterbury (NZ health system): Medication abuse in eating disorders", url: "https://www.healthinfo.org.nz/Physical-problems-related-to-purging.htm", checked: READ };
export const DIET_PILLS_EATING_DISORDER: Source = {
  title: "Drugs.com (HealthDay): Diet pill, laxative use often precedes an eating disorder (Am J Public Health, 2019)",
  url: "https://www.drugs.com/news/diet-pill-laxative-often-precedes-eating-disorder-86633.html?utm_source=ddc",
  checked: READ,
};
export const SUPPLEMENTS_BEFORE_SURGERY: Source = { title: "Strong for Surgery (becertain.org): Medicines and supplements before surgery", url: "http://www.becertain.org/strong_for_surgery/patients/medicines", checked: READ };
export const TURMERIC_WARFARIN: Source = { title: "Medsafe (New Zealand medicines regulator): Beware turmeric/curcumin containing products can interact with warfarin", url: "https://medsafe.govt.nz/Safety/EWS/2018/Turmeric.asp", checked: READ };
export const VITAMIN_E_WARFARIN: Source = {
  title: "WebMD interaction checker: Warfarin and vitamin E (alpha tocopherol) 800 units or more",
  url: "http://origin-www.webmd.com/drugs/2/drug-4069/coumadin-oral/details/list-interaction-details/dmid-498/dmtitle-warfarin-vitamin-e-alpha-tocopherol-800-units/intrtype-drug",
  checked: READ,
};
export const IRON_WHEN_TIRED: Source = { title: "ABC Health, Fact Buster: Should you take iron supplements if you're feeling run down?", url: "https://www.abc.net.au/health/talkinghealth/factbuster/stories/2013/09/19/3852256.htm", checked: READ };

// Readings said in passing, NSAIDs, and regular use of a drug sold as a supplement (./reading-conditions.ts).
export const BP_CATEGORIES: Source = {
  title: "SCAI SecondsCount: Hypertension diagnosis, blood pressure categories of the American Heart Association and American College of Cardiology",
  url: "https://secondscount.org/condition/hypertension/diagnosis",
  checked: READ,
};
export const BP_HIGH_READING_STEPS: Source = {
  title: "Kuleana Health: Blood pressure chart (American Heart Association ranges) and what to do with a high reading",
  url: "https://kuleanahealth.org/resources-sub/kuleana-health-d3bjd-yn95j-abhbx-5fk9a-l3gmh-ngah2-yz4gb-3a3c9-g5er2-mwlsn-zklzw-dptkl-e8exr-ym7hh-pw2ka-64jgg-n4m95-j7e6f-r4apm-jws38-mp8at-mngj7-98fbp-czjtz-adwbb-6sath",
  checked: READ,
};
export const TACHYCARDIA_DEFINITION: Source = { title: "ICRPaedia: Tachycardia (adapted from ICRP Publication 120, 2012)", url: "http://icrpaedia.org/Tachycardia", checked: READ };
export const OMEGA3_NSAID_MAYO: Source = {
  title: "Mayo Clinic: Omega-3 fatty acids, fish oil, alpha-linolenic acid: interactions with drugs (NSAIDs such as ibuprofen and naproxen)",
  url: "http://www.mayoclinic.org/drugs-supplements/omega-3-fatty-acids-fish-oil-alpha-linolenic-acid/interactions/HRB-20059372",
  checked: READ,
};
export const NSAID_BLEEDING_SIGNS: Source = {
  title: "BeMedWise (NCPIE), restating an FDA warning: NSAIDs and bleeding risk, and the warning signs of stomach or intestinal bleeding",
  url: "http://www.bemedwise.org/ncpie-news/warning-aspirin-containing-antacid-medicines-can-cause-bleeding",
  checked: READ,
};
export const PHENIBUT_WITHDRAWAL: Source = {
  title: "A systematic review of phenibut withdrawal (Clin Toxicol, 2023)",
  url: "https://pubmed.ncbi.nlm.nih.gov/38112312/",
  checked: READ,
};
export const FDA_TIANEPTINE: Source = {
  title: "FDA Consumer Update: Tianeptine products linked to serious harm, overdoses, death",
  url: "https://www.fda.gov/consumers/consumer-updates/tianeptine-products-linked-serious-harm-overdoses-death",
  checked: READ,
};
export const FDA_KRATOM: Source = {
  title: "FDA statement on kratom (2018), as reported by Global Health NewsWire",
  url: "https://globalhealthnewswire.com/policy-law/2018/02/23/fda-oversees-destruction-and-recall-of-kratom-products",
  checked: READ,
};
export const ELACTANCIA_CAFFEINE: Source = { title: "e-lactancia (APILAM): Caffeine and breastfeeding", url: "http://www.e-lactancia.org/breastfeeding/c8-h10-n4-o2/writing/", checked: "2026-11-27" };

// Doxycycline and the other tetracyclines with minerals (./medicine-conditions.ts).
export const DOXYCYCLINE_MINERALS: Source = {
  title: "Drugs.com, professional interaction report: doxycycline with calcium carbonate and iron (Caltrate 600 with Iron and Vitamin D)",
  url: "https://www.drugs.com/drug-interactions/caltrate-600-with-iron-and-vitamin-d-with-doxycycline-salicylic-acid-topical-2932-13186-3156-0.html?professional=1",
  checked: "2026-11-27",
};
export const TETRACYCLINE_MINERALS: Source = {
  title: "AdventHealth Tampa antimicrobial guide (Firstline): tetracycline interactions with calcium, magnesium, zinc and iron",
  url: "https://app.firstline.org/en/clients/510-adventhealth-tampa/antimicrobials/21310",
  checked: "2026-11-27",
};
