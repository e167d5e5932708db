/**
 * Given names most children and grown-ups in a British family would read as a boy's or a girl's, so
 * a friend the parent names without a pronoun ("his best friend Amir from next door") is "he", not
 * "they": blind readers heard "Amir pushed until their face went red" as a slip. A name used for
 * either (Alex, Sam, Jo, Charlie, Frankie, Riley) is in neither list and keeps "they".
 */
const HE = new Set(
  `aaron abdul abdullah adam adrian ahmed aidan alfie ali amir anan andre andrew angus archie arjun arlo arthur asher aziz
  barney ben benjamin billy bilal bobby bodhi caleb callum cameron carlos chidi christopher ciaran colin connor cormac dan daniel
  danny darius dave david dev dexter diego dominic dylan eddie edward eli elijah elliot emeka emmanuel ethan euan ewan ezra felix
  finlay finley finn freddie frederick gabriel george gethin gus hamza harrison harry harvey hassan henry hugo ibrahim idris
  isaac ishaan ivan jack jacob jake jamal james jamie jasper jayden jeremy jim jimmy joe joel john jonah jonathan joseph joshua
  josh jude julian kabir kai kamal karim kenji kian kofi krish kwame kwabena lachlan leo leon leonardo lewis liam logan
  louie louis luca lucas luke malik marcus mark marley mason matteo matthew max maxwell mehmet miles milo mohammed muhammad
  nathan ned noah nuno olly ollie omar oscar otis owen patrick paul pedro peter rafa rafael rahul raj ravi reggie rhys richard
  robert rohan ronan rory ruben rufus ryan sami samuel sanjay sebastian seb sean sonny stanley stefan steven teddy theo thomas
  tobias toby tom tommy tunde tyler umar vihaan viktor wilfred will william xavier yusuf zach zachary zaid zain zak`
    .split(/\s+/)
    .filter(Boolean),
)
const SHE = new Set(
  `aaliyah abigail ada adaeze aisha alice amara amelia amber amelie ana anaya anna annie aoife ava aya beatrice bella bethan
  bonnie chloe clara daisy deborah delilah edie eleanor elena eliza ella ellie elsie emily emma erin esme eva evelyn evie
  fatima fatma florence freya gemma georgia grace gracie hana hannah harper hattie hazel heidi holly imogen isabel isabella
  isla ivy jade jasmine jess jessica julia kate katie keira lara laura layla leah lena lila lily lola lottie lucia lucy lydia
  maddie madison maisie maria martha mary matilda maya meera megan mia millie mina molly nadia nancy naomi nia niamh nina nora
  nour olive olivia ottilie penny phoebe pippa polly poppy priya rachel rebecca rosa rose rosie ruby ruth sadie safa sara sarah
  scarlett sienna sofia sophie tara tess thea tilly una valentina violet willow yasmin zara zainab zoe zuri`
    .split(/\s+/)
    .filter(Boolean),
)

/** "he" or "she" for a given name most would read as one, or null (either, or not known). */
export function givenNamePronoun(name: string | null | undefined): 'he' | 'she' | null {
  const first = name?.trim().split(/\s+/)[0]?.toLowerCase()
  if (!first) return null
  return HE.has(first) ? 'he' : SHE.has(first) ? 'she' : null
}
