/**
 * Names of the codes of the personal-data lookups (spec 3 §7 getX/{language}), by lookup and code
 * (the codes are the domain's: packages/domain/src/personal-data/lookups.ts). `ResidenceStatusAl`
 * is the residency as the Albanian variant names it (decision 159); `administrativeUnit` names an
 * issuing authority by its administrative unit.
 */
const personalDataLookups = {
  Gender: {
    MALE: 'Male',
    FEMALE: 'Female',
  },
  ResidenceStatus: {
    RESIDENT: 'Resident of Slovenia',
    NON_RESIDENT: 'Non-resident',
  },
  EmployerStatus: {
    EMPLOYED: 'Employed',
    EXECUTIVE: 'Executive (self-employed)',
    ENTREPRENEUR: 'Entrepreneur (company owner)',
    STUDENT: 'Student',
    PENSIONER: 'Pensioner',
    FREELANCE: 'Freelance',
    UNEMPLOYED: 'Unemployed',
    HOUSEWIFE: 'Homemaker',
    DEPENDENT_MINOR: 'Dependent minor',
    DEPENDENT_ADULT: 'Dependent adult',
    SMALL_SCALE_FARMER: 'Small-scale farmer',
    SELF_EMPLOYED: 'Self-employed',
  },
  IncomeSource: {
    SALARY: 'Salary',
    SAVINGS: 'Savings',
    FINANCIAL_ASSETS: 'Financial assets',
    REAL_ESTATE: 'Real estate',
    REIMBURSEMENTS: 'Reimbursements',
    TRANSFER_OF_CAPITAL: 'Transfer of capital',
    DONATIONS: 'Donations',
    WINNINGS: 'Winnings',
  },
  EmploymentIncomeSource: {
    SALARY: 'Salary',
    BUSINESS: 'Business',
    INVESTMENTS: 'Investments',
    PENSION: 'Pension',
  },
  OriginOfFunds: {
    SAVINGS: 'Savings',
    SALE_OF_FINANCIAL_ASSETS_OR_REAL_ESTATE: 'Sale of financial assets or real estate',
    REIMBURSEMENTS: 'Reimbursements',
    CAPITAL_FROM_ABROAD: 'Capital from abroad',
    INHERITANCE: 'Inheritance',
    WINNINGS: 'Winnings',
  },
  BusinessRelations: {
    SAVINGS: 'Savings',
    CURRENT_DOMESTIC_NEEDS: 'Everyday household needs',
    INVESTMENTS: 'Investments',
    CREDIT_REPAYMENT: 'Loan repayment',
    MUTUAL_FUNDS: 'Mutual funds',
    OTHERS: 'Other',
  },
  EmployerBusiness: {
    AGRICULTURE_FORESTRY_FISHING: 'Agriculture, forestry and fishing',
    MINING_QUARRYING: 'Mining and quarrying',
    MANUFACTURING: 'Manufacturing',
    ENERGY_SUPPLY: 'Energy supply',
    WATER_WASTE_MANAGEMENT: 'Water supply and waste management',
    CONSTRUCTION: 'Construction',
    REAL_ESTATE: 'Real estate',
    WHOLESALE_RETAIL_TRADE: 'Wholesale and retail trade',
    MOTOR_VEHICLE_TRADE: 'Motor vehicle trade',
    GOLD_PRECIOUS_METALS_CASH_TRADE: 'Trade in gold and precious metals for cash',
    ART_ANTIQUES_TRADE: 'Art and antiques trade',
    TRANSPORT_LOGISTICS: 'Transport and logistics',
    ACCOMMODATION_FOOD_SERVICE: 'Accommodation and food services',
    INFORMATION_COMMUNICATION: 'Information and communication',
    FINANCIAL_INSURANCE_SERVICES: 'Financial and insurance services',
    MONEY_TRANSFER_EXCHANGE: 'Money transfer and currency exchange',
    VIRTUAL_ASSET_SERVICES: 'Virtual asset services',
    GAMBLING_BETTING: 'Gambling and betting',
    ARMS_DEFENCE_INDUSTRY: 'Arms and defence industry',
    PROFESSIONAL_LEGAL_ACCOUNTING: 'Professional, legal and accounting services',
    ADMINISTRATIVE_SUPPORT_SERVICES: 'Administrative and support services',
    PUBLIC_ADMINISTRATION: 'Public administration and defence',
    EDUCATION: 'Education',
    HEALTHCARE_SOCIAL_WORK: 'Healthcare and social work',
    ARTS_ENTERTAINMENT_SPORT: 'Arts, entertainment and sport',
    FOUNDATIONS_NON_PROFIT: 'Foundations and non-profit organisations',
    HOUSEHOLDS_AS_EMPLOYERS: 'Households as employers',
    OTHER: 'Other',
  },
  PositionHeld: {
    PUBLIC_SECTOR_INSTITUTION: 'Office in a public-sector institution',
    CORPORATE_ROLE: 'Senior role in a company',
    MANAGING_PUBLIC_FUNDS: 'Managing public funds',
    OTHER: 'None of these',
  },
  EmploymentTerm: {
    PERMANENT: 'Permanent',
    TEMPORARY: 'Temporary',
  },
  ResidenceStatusAl: {
    RESIDENT: 'Resident of Albania',
  },
  administrativeUnit: 'Administrative unit {{unit}}',
};

export default personalDataLookups;
