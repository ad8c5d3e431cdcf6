// The project's own numerology text for 1-9 and the master numbers, with a line for each number
// in each of the three roles (Life Path, Destiny, Soul Urge).
import type { CoreNumber } from '../../numerology/numerology';

export interface NumberText {
  title: string;
  essence: string;
  strengths: string[];
  challenges: string[];
  work: string;
  love: string;
  growth: string;
  /** As Life Path: the road and its lessons. */
  lifePath: string;
  /** As Destiny: the talents the name describes and what they are for. */
  destiny: string;
  /** As Soul Urge: what the heart wants in private. */
  soulUrge: string;
}

export const NUMBER_TEXT: Record<CoreNumber, NumberText> = {
  1: {
    title: 'the Pioneer',
    essence: 'One is the number of beginnings, independence and the courage to go first.',
    strengths: ['initiative', 'self-reliance', 'original ideas', 'determination'],
    challenges: ['impatience', 'going it alone when help is offered', 'stubborn pride'],
    work: 'roles where you can lead, start projects or work on your own terms',
    love: 'a partner who admires your independence and does not try to manage you',
    growth: 'let others in without feeling that you have given up your lead',
    lifePath:
      'A Life Path 1 is a road of learning to stand on your own feet and trust your own direction, even before others see it.',
    destiny:
      'As a Destiny number, 1 describes a gift for leadership and invention, meant to be used to open doors others will walk through.',
    soulUrge:
      'With a Soul Urge of 1, what you want most deeply is to be your own person, to choose and to create something that is unmistakably yours.',
  },
  2: {
    title: 'the Peacemaker',
    essence: 'Two is the number of partnership, sensitivity and cooperation.',
    strengths: ['diplomacy', 'empathy', 'patience', 'a gift for detail'],
    challenges: [
      'oversensitivity',
      'putting others first until you disappear',
      'avoiding necessary conflict',
    ],
    work: 'teamwork, mediation, counselling, support roles and anything that needs tact',
    love: 'a gentle, attentive partnership where your care is noticed and returned',
    growth: 'treat your own needs as part of the harmony you keep',
    lifePath:
      'A Life Path 2 is a road of learning that quiet influence is real influence, and that cooperation is a strength rather than a compromise.',
    destiny:
      'As a Destiny number, 2 describes a talent for bringing people together, sensing what is unspoken and making partnerships work.',
    soulUrge:
      'With a Soul Urge of 2, your heart longs for closeness, peace and the feeling of truly belonging with someone.',
  },
  3: {
    title: 'the Communicator',
    essence: 'Three is the number of self-expression, creativity and joy.',
    strengths: ['imagination', 'wit', 'charm', 'a gift with words'],
    challenges: ['scattering your energy', 'hiding feelings behind humour', 'self-doubt about your talent'],
    work: 'writing, speaking, art, design, teaching and any work that lets you express ideas',
    love: 'a playful relationship with plenty of conversation and laughter',
    growth: 'finish one creative thing before starting the next',
    lifePath:
      'A Life Path 3 is a road of learning to express yourself fully, to let your joy and your voice be seen without apology.',
    destiny:
      'As a Destiny number, 3 describes a gift for communication and creativity, meant to inspire and uplift others.',
    soulUrge:
      'With a Soul Urge of 3, what your heart wants most is to create, to be heard and to share delight with others.',
  },
  4: {
    title: 'the Builder',
    essence: 'Four is the number of structure, work and reliability.',
    strengths: ['discipline', 'loyalty', 'practical skill', 'patience'],
    challenges: ['rigidity', 'overwork', 'resistance to change'],
    work: 'building, organising, engineering, finance and any work where steady effort shows',
    love: 'a loyal, dependable partnership built on trust and shared effort',
    growth: 'leave room for rest and surprise within your plans',
    lifePath:
      'A Life Path 4 is a road of building something lasting, step by step, and discovering that patience is a form of power.',
    destiny:
      'As a Destiny number, 4 describes a talent for order and craftsmanship, meant to create foundations others can rely on.',
    soulUrge:
      'With a Soul Urge of 4, your heart wants security, order and the satisfaction of work done well.',
  },
  5: {
    title: 'the Adventurer',
    essence: 'Five is the number of freedom, change and experience.',
    strengths: ['adaptability', 'curiosity', 'resourcefulness', 'courage to change'],
    challenges: ['restlessness', 'overindulgence', 'difficulty with commitment'],
    work: 'travel, sales, media, and any varied work with room to move',
    love: 'a relationship that feels like an adventure and leaves room to breathe',
    growth: 'choose the commitments that give your freedom a purpose',
    lifePath:
      'A Life Path 5 is a road of experience: learning through change, variety and the senses, and discovering what freedom is for.',
    destiny:
      'As a Destiny number, 5 describes a talent for adapting, persuading and connecting with all kinds of people.',
    soulUrge: 'With a Soul Urge of 5, your heart longs for freedom, variety and the thrill of the new.',
  },
  6: {
    title: 'the Nurturer',
    essence: 'Six is the number of love, responsibility and care for home and community.',
    strengths: ['compassion', 'responsibility', 'an eye for beauty', 'loyalty to family'],
    challenges: ['self-sacrifice', 'perfectionism', 'taking on problems that belong to others'],
    work: 'caring professions, teaching, design, counselling and community service',
    love: 'a warm home and a partnership of mutual care',
    growth: 'care for others without trying to carry them',
    lifePath:
      'A Life Path 6 is a road of learning to love responsibly, to make home and community better without losing yourself in service.',
    destiny:
      'As a Destiny number, 6 describes a gift for nurturing, healing and making things beautiful, meant to create harmony around you.',
    soulUrge:
      'With a Soul Urge of 6, your heart wants to love and be loved, to protect, and to make a home where people feel safe.',
  },
  7: {
    title: 'the Seeker',
    essence: 'Seven is the number of analysis, reflection and inner wisdom.',
    strengths: ['insight', 'depth', 'intuition', 'a research mind'],
    challenges: ['isolation', 'scepticism that shuts out feeling', 'perfectionism'],
    work: 'research, science, analysis, spiritual work and anything that rewards depth',
    love: 'a partner who respects your need for quiet and meets you in deep conversation',
    growth: 'share what you discover instead of keeping it behind the glass',
    lifePath:
      'A Life Path 7 is a road of inquiry: looking beneath the surface, trusting your intuition and finding faith through understanding.',
    destiny:
      'As a Destiny number, 7 describes a talent for study, insight and specialised knowledge, meant to bring truth to light.',
    soulUrge:
      'With a Soul Urge of 7, your heart longs for understanding, solitude and the peace of knowing something deeply.',
  },
  8: {
    title: 'the Achiever',
    essence: 'Eight is the number of power, ambition and material mastery.',
    strengths: ['leadership', 'business sense', 'resilience', 'vision'],
    challenges: ['workaholism', 'measuring worth by success', 'controlling behaviour'],
    work: 'management, business, finance, law and any field with real responsibility',
    love: 'a partnership of equals with shared goals and mutual respect',
    growth: 'use your power to lift others and let success include rest',
    lifePath:
      'A Life Path 8 is a road of learning to handle power, money and authority wisely, balancing the material with the spiritual.',
    destiny:
      'As a Destiny number, 8 describes a talent for organisation and leadership on a large scale, meant to build prosperity that benefits many.',
    soulUrge:
      'With a Soul Urge of 8, your heart wants achievement, recognition and the freedom that comes with security.',
  },
  9: {
    title: 'the Humanitarian',
    essence: 'Nine is the number of compassion, completion and wide horizons.',
    strengths: ['generosity', 'idealism', 'creativity', 'tolerance'],
    challenges: [
      'holding on to the past',
      'giving until you are depleted',
      'disappointment when ideals meet reality',
    ],
    work: 'humanitarian work, the arts, teaching, healing and anything that serves a larger cause',
    love: 'a generous love that shares your ideals and your wider world',
    growth: 'let endings happen gracefully so new chapters can begin',
    lifePath:
      'A Life Path 9 is a road of compassion and letting go, learning to serve a larger good and to release what is finished.',
    destiny:
      'As a Destiny number, 9 describes a gift for understanding people of all kinds, meant to be used for the wider world.',
    soulUrge:
      'With a Soul Urge of 9, your heart longs to make a difference and to give from a full, open spirit.',
  },
  11: {
    title: 'the Intuitive Messenger',
    essence:
      'Eleven is a master number: the sensitivity of 2 raised to a higher voltage of intuition and inspiration.',
    strengths: ['vision', 'intuition', 'the ability to inspire', 'spiritual insight'],
    challenges: ['nervous tension', 'self-doubt', 'feeling overwhelmed by your own sensitivity'],
    work: 'teaching, counselling, the arts and any role where you inspire others',
    love: 'a calm, understanding partner who grounds your sensitivity',
    growth: 'ground your inspiration in simple daily routines so it can last',
    lifePath:
      'A Life Path 11 is a road of illumination: learning to trust an intuition that is strong, sometimes overwhelming, and to share it as inspiration.',
    destiny:
      'As a Destiny number, 11 describes a talent for inspiring others through insight, art or example, with the gentleness of 2 underneath.',
    soulUrge:
      'With a Soul Urge of 11, your heart longs for meaning and spiritual connection, and to pass on the light you have found.',
  },
  22: {
    title: 'the Master Builder',
    essence: 'Twenty-two is a master number: the practicality of 4 joined to vision on a large scale.',
    strengths: [
      'vision with practicality',
      'organisational power',
      'discipline',
      'the ability to make ideals real',
    ],
    challenges: ['pressure from your own potential', 'overwork', 'fear of falling short'],
    work: 'large projects, institutions, architecture, leadership that changes systems',
    love: 'a partner who shares your long-term vision and helps you rest',
    growth: 'build one solid piece at a time rather than carrying the whole plan at once',
    lifePath:
      'A Life Path 22 is a road of turning big dreams into concrete form, learning that great works are made of patient, ordinary days.',
    destiny:
      'As a Destiny number, 22 describes a rare capacity to organise people and resources around a vision that outlasts you.',
    soulUrge:
      'With a Soul Urge of 22, your heart wants to build something of lasting value for many people, not only for yourself.',
  },
  33: {
    title: 'the Master Teacher',
    essence: 'Thirty-three is a master number: the care of 6 raised to compassionate service and teaching.',
    strengths: ['compassion', 'healing presence', 'creativity', 'devotion'],
    challenges: ['self-sacrifice', 'impossible standards', 'carrying the weight of others'],
    work: 'teaching, healing, the arts and any service that uplifts people',
    love: 'a partner who receives your care and gives it back in kind',
    growth: 'serve from fullness rather than from exhaustion',
    lifePath:
      'A Life Path 33 is a road of loving service: learning to teach and heal through example, with the responsibility of 6 at its root.',
    destiny:
      'As a Destiny number, 33 describes a gift for uplifting others through compassion, creativity and guidance.',
    soulUrge:
      'With a Soul Urge of 33, your heart longs to ease suffering and to help others grow into their best selves.',
  },
};
