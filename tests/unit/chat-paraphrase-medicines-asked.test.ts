import { describeWordingGroups, type WordingGroup } from "./chat-conversation";

/*
 * A medicine or condition said with a question about something else: the question is answered
 * first (melatonin in pregnancy, fish oil and protein, a fat burner while nursing, electrolytes on
 * an ACE inhibitor), then the caution and the referral; a caution for a medicine or a duty the
 * person never named stays out; a relative's clinician is theirs ("your wife's OB"); pregnancy said
 * earlier does not hold back an unrelated later question beyond a one-line reminder.
 */

const PREGNANCY_REFERRAL = /OB, midwife or provider/;

const GROUPS: WordingGroup[] = [
  {
    kind: "melatonin in pregnancy: answered, sourced, before the caffeine caution",
    messages: [["14 weeks pregnant, is melatonin safe?"], ["preggo and cant sleep, can i take melatonin gummies"], ["is it ok to use melatonin while pregnant"]],
    says: [/not usually recommend it in pregnancy/, PREGNANCY_REFERRAL],
    opens: /^\*\*Melatonin/,
    noProducts: true,
  },
  {
    kind: "creatine in pregnancy: hold it, ask the OB",
    messages: [["im 20 wks preggo, can i still take my creatine"], ["pregnant, is creatine ok"]],
    says: [/hold it until your OB says yes/, PREGNANCY_REFERRAL],
    opens: /^\*\*Creatine/,
    noProducts: true,
  },
  {
    kind: "protein and fish oil in pregnancy: both answered",
    messages: [["pregnant, can i keep taking fish oil and my protein shakes?"], ["found out im pregnant. is my whey and omega 3 still ok?"]],
    says: [/\*\*Protein powder:\*\*/, /\*\*Fish oil:\*\*/, /100 to 200 mg of DHA/, PREGNANCY_REFERRAL],
    noStimulants: true,
  },
  {
    kind: "a prenatal first when vitamins are asked in pregnancy",
    messages: [["pregnant 10 weeks, can i take vitamin d and a prenatal"], ["just got a positive pregnancy test, what vitamins should i take"]],
    says: [/600 micrograms of folic acid/, PREGNANCY_REFERRAL],
    opens: /prenatal vitamin comes first/,
  },
  {
    kind: "a spouse asking for a pregnant wife: your wife's OB",
    messages: [["my wife is pregnant (2nd trimester), what protein powder can she use"], ["buying for my wife shes pregnant, is fish oil ok for her"]],
    says: [/your wife's OB/],
    never: /your OB/,
  },
  {
    kind: "pregnancy said earlier: a later price question gets a reminder line and picks",
    messages: [
      ["im pregnant and still in. whats a good protein", "ok and whats cheapest protein per serving"],
      ["found out im pregnant last week", "whats the best whey for the money"],
    ],
    says: [/With pregnancy \(as you said\)/, /\/compare\//],
    noStimulants: true,
    never: /I won't suggest products here/,
  },
  {
    kind: "pregnancy said earlier: energy drinks asked later stay refer-only",
    messages: [["just found out im pregnant, like 7 weeks", "and i usually have a couple energy drinks on shift"]],
    says: [/200 mg a day or less/],
    noProducts: true,
  },
  {
    kind: "a fat burner while nursing: a plain no",
    messages: [
      ["breastfeeding my 4 month old, is a fat burner ok to drop the baby weight"],
      ["back at work postpartum and nursing, can i do a fat burner for my PT test?"],
    ],
    says: [/No fat burner while you're nursing/, /breast milk/, /baby's doctor/],
    noProducts: true,
  },
  {
    kind: "melatonin with an SSRI: answered with the sleep basics, then the serotonin caution",
    messages: [["on lexapro 10mg, cant sleep for crap. is melatonin ok with it?"], ["zoloft user here, can i add melatonin"], ["on zoloft 100mg, sleep is trash. 5-htp or melatonin?"]],
    says: [/antidepressants among the medicines/, /no caffeine in the 6 hours before bed/, /5-HTP/, /pharmacist/],
    opens: /^\*\*Melatonin/,
  },
  {
    kind: "a caffeinated pre with an SSRI: the stimulant answer, not the 5-HTP text",
    messages: [["on sertraline and want to try a caffeinated pre workout for morning pt"], ["zoloft + c4 pre ok?"], ["on prozac, can i drink energy drinks on duty"]],
    says: [/With an SSRI/, /not a go-ahead/, /prescriber or pharmacist/],
    opens: /stimulant/i,
    never: /5-HTP/,
    noProducts: true,
  },
  {
    kind: "electrolytes and carbs on an ACE inhibitor: a usable direction and the potassium caution",
    messages: [["on lisinopril for bp, doing 12 mile rucks. what should i use for carbs and electrolytes"], ["taking losartan, what electrolyte should i use for long rucks"]],
    says: [/sodium-based electrolyte with little or no potassium/, /18 to 46 mg of potassium/, /hold on to potassium/],
    // Neither stimulants nor nitrates were asked about: no second block for the same medicine, no metformin text.
    never: [/yohimb/, /Metformin/],
  },
  {
    kind: "diabetes without metformin: the blood-sugar caution, no metformin text",
    messages: [["type 2 diabetic, what electrolyte is good for long rucks"]],
    says: [/total carbohydrate/, /dietitian/],
    never: /Metformin can lower/,
  },
  {
    kind: "a retired parent with a heart condition: no cleared-for-duty text, their clinician",
    messages: [
      ["ordering for my dad, retired SGM, hes on warfarin for afib. wants fish oil and turmeric for his knees. what brand should i get him"],
      ["my mom has afib, is fish oil ok for her"],
    ],
    says: [/cardiologist/],
    never: [/cleared for duty/i, /before PT/],
  },
  {
    kind: "a relative on a blood pressure medicine keeps its caution",
    messages: [["buying for my mother in law, shes on metoprolol, wants something for energy"]],
    says: [/With high blood pressure/, /your mother in law's provider or pharmacist/],
    noStimulants: true,
  },
  {
    kind: "celiac disease brings its referral",
    messages: [["got celiac disease. which protein powders are safe"], ["celiac here, need a gluten free pre workout"]],
    says: [/gluten-free/, /clinician or a registered dietitian/],
  },
  {
    kind: "a medicine with no table entry of its own still gets a caution and a referral",
    messages: [["on birth control pills, does creatine mess with it?"], ["on prednisone for a few weeks, can i keep lifting and taking creatine"]],
    says: [/With a prescribed medicine/, /provider or pharmacist/],
    // "Pills" in a medicine's name asks for no product form.
    never: /capsule, softgel or tablet/,
  },
  {
    kind: "a fat burner on a prescribed stimulant is named in the answer",
    messages: [["im on adderall, can i take a fat burner to cut weight for the tape"]],
    says: [/fat burner or energy drink on top of a prescribed stimulant/],
    noProducts: true,
  },
  {
    kind: "fish oil asked with a heart condition is named as fish oil",
    messages: [["i have afib and want fish oil"]],
    says: [/fish oil with a heart condition/, /cardiologist/],
    never: /cover fish with/,
    noStimulants: true,
  },
];

describeWordingGroups("a medicine or condition with a question beside it: the question answered first", GROUPS);
