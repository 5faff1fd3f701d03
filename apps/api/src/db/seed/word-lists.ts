// Made-up names for demo cards. Any likeness to a real horse or person is an accident.

// prettier-ignore
export const HORSE_FIRST_WORDS = [
  'Silver', 'Royal', 'Desert', 'Golden', 'Midnight', 'Crimson', 'Mystic', 'Thunder', 'Ocean',
  'Velvet', 'Scarlet', 'Iron', 'Lucky', 'Noble', 'Wild', 'Saffron', 'Emerald', 'Shadow', 'Rapid',
  'Brave', 'Secret', 'Amber', 'Copper', 'Misty', 'Majestic', 'Silent', 'Dancing', 'Flying',
  'Blazing', 'Magic', 'Storm', 'Jade', 'Indigo', 'Monsoon', 'Spirit Of', 'Queen Of', 'Star Of',
  'Sultan', 'Southern', 'Northern', 'Bold', 'Eternal', 'Gentle', 'Proud', 'Lady', 'Sir',
] as const;

// prettier-ignore
export const HORSE_SECOND_WORDS = [
  'Arrow', 'Raga', 'Tusker', 'Empress', 'Comet', 'Legend', 'Falcon', 'Dancer', 'Warrior', 'Melody',
  'Dream', 'Voyage', 'Tiger', 'Sapphire', 'Whisper', 'Fortune', 'Blaze', 'Mirage', 'Rani',
  'Maharani', 'Cheetah', 'Lotus', 'Orchid', 'Symphony', 'Horizon', 'Harmony', 'Pearl', 'Knight',
  'Baron', 'Duke', 'Ranger', 'Express', 'Rocket', 'Echo', 'Glory', 'Victory', 'Kismet', 'Nawab',
  'Shikari', 'Peacock', 'Cobra', 'Typhoon', 'Cyclone', 'Zephyr', 'Gambit', 'Monarch', 'Sunrise',
  'Tempest', 'Jewel', 'Crown', 'Rhapsody', 'Odyssey', 'Phoenix', 'Mustang',
] as const;

/** Names that stand alone, mixed in so a card is not all two-word names. */
// prettier-ignore
export const HORSE_SINGLE_NAMES = [
  'Kohinoor', 'Rajdhani', 'Zanzibar', 'Mumtaz', 'Shamsheer', 'Toofan', 'Bahadur', 'Sitara',
  'Zorawar', 'Chandni', 'Vikrant', 'Aurora', 'Bellatrix', 'Casablanca', 'Dunmore', 'Elysian',
  'Fandango', 'Gulistan', 'Hazaar', 'Invictus', 'Jubilation', 'Kilkenny Lass',
] as const;

export interface PeoplePool {
  firstNames: readonly string[];
  surnames: readonly string[];
}

// prettier-ignore
export const INDIAN_PEOPLE: PeoplePool = {
  firstNames: [
    'Arjun', 'Rohit', 'Suraj', 'Imran', 'Vikram', 'Farhan', 'Neeraj', 'Kiran', 'Sandesh', 'Akshay',
    'Darshan', 'Yash', 'Trevor', 'Zervan', 'Malesh', 'Prakash', 'Irvan', 'Adarsh',
  ],
  surnames: [
    'Rathore', 'Shetty', 'Pawar', 'Nair', 'Gowda', 'Reddy', 'Iyer', 'Bhat', 'Chauhan', 'Mehra',
    'Kadam', 'Sequeira', 'DSouza', 'Ahmed', 'Qureshi', 'Singh', 'Yadav', 'Naik', 'Menon', 'Pillai',
    'Jadhav', 'Shaikh', 'Poonawala', 'Mistry',
  ],
};

// prettier-ignore
export const FRENCH_PEOPLE: PeoplePool = {
  firstNames: [
    'Pierre', 'Mickaël', 'Maxime', 'Théo', 'Aurélien', 'Stéphane', 'Alexis', 'Hugo', 'Clément',
    'Lucie',
  ],
  surnames: [
    'Lemaire', 'Bertrand', 'Moreau', 'Girard', 'Fabre', 'Dubois', 'Lambert', 'Rousseau', 'Guérin',
    'Marchand',
  ],
};

// prettier-ignore
export const ENGLISH_SPEAKING_PEOPLE: PeoplePool = {
  firstNames: [
    'James', 'Oisin', 'Callum', 'Ryan', 'Sean', 'Tom', 'Hollie', 'Jamie', 'Kieran', 'Aidan',
    'Luke', 'Megan', 'Ben', 'Craig', 'Damien', 'Gavin', 'Thabo', 'Sipho', 'Blake', 'Jye',
  ],
  surnames: [
    'Walsh', 'Byrne', 'Murphy', 'Doyle', 'Hughes', 'Kennedy', 'Fletcher', 'Hardy', 'Collins',
    'Mitchell', 'Hayes', 'Clarke', 'Bishop', 'Turner', 'Naidoo', 'Van Wyk', 'Marshall', 'Whitmore',
  ],
};
