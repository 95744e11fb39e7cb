/** Our French translation of the default texts of the public pages (Terms and Privacy stay English until reviewed). */
import type { PageTranslations } from "@/shared/page-content";

export const FR_PAGE_TEXTS = {
  home: {
    heroBadge: "Dédicaces vidéo personnalisées",
    heroTitle: "Une vidéo personnalisée de la part des",
    heroTitleHighlight: "plus grandes stars d’Afrique",
    heroDescription:
      "Réservez un message unique de la part des musiciens, acteurs, humoristes et sportifs que vous aimez, pour un anniversaire, un mariage, un mot d’encouragement ou simplement pour le plaisir. Livré sur votre téléphone, prêt à être partagé.",
    heroCTAButton: "Découvrir les célébrités",
    heroSecondaryButton: "Comment ça marche",
    featuredSectionTitle: "Stars à la une",
    ctaTitle: "Prêt à faire des heureux ?",
    ctaDescription:
      "Surprenez un proche, encouragez un coéquipier ou fêtez un grand moment avec un message de sa star préférée.",
    ctaPrimaryButton: "Découvrir les célébrités",
    ctaSecondaryButton: "Rejoindre Salamu / Créer un compte",
  },
  about: {
    eyebrow: "À propos",
    pageTitle: "À propos de Salamu",
    intro:
      "Salamu rapproche les fans des célébrités, influenceurs et créateurs africains qu’ils adorent, grâce à des messages vidéo personnalisés pour les moments qui comptent.",
    storyTitle: "Notre histoire",
    missionStatement:
      "L’aventure Salamu a commencé avec une idée simple : un message d’anniversaire de votre star préférée de l’afrobeats ou du coupé-décalé, un mot d’encouragement d’une légende du football ou un toast de mariage porté par une icône de Nollywood ne devraient pas être hors de portée. Nous avons créé un lieu où les fans, partout dans le monde, peuvent demander aux stars du continent un moment rien qu’à eux, et où ces stars peuvent dire oui, à leurs propres conditions.",
    visionTitle: "Notre vision",
    visionStatement:
      "Nous voulons devenir le lieu de rencontre entre les fans et leurs idoles, partout en Afrique et dans la diaspora : une plateforme où chaque fan peut payer dans sa propre monnaie, où chaque célébrité est vérifiée et justement rémunérée, et où chaque vidéo devient un souvenir qu’on a envie de partager.",
    howTitle: "Comment fonctionne Salamu",
    howContent:
      "Les fans parcourent les profils de célébrités vérifiées, choisissent une occasion et écrivent ce qu’ils aimeraient entendre. Ils paient en toute sécurité par carte bancaire, virement ou mobile money, dans leur propre monnaie.",
    howContent2:
      "La célébrité enregistre une vidéo personnalisée dans son délai de réponse, et le fan est prévenu dès qu’elle est prête à être regardée, téléchargée et partagée. Si une demande est refusée, le fan est intégralement remboursé, automatiquement.",
    joinTitle: "Rejoignez notre communauté",
    joinContent:
      "Vous êtes musicien, acteur, humoriste, sportif ou créateur de contenu ? Rejoignez Salamu pour vivre une nouvelle relation avec vos fans et être rémunéré pour chaque vidéo personnalisée que vous enregistrez.",
    joinPrimaryButton: "Devenir une célébrité",
    joinSecondaryButton: "Découvrir les célébrités",
    contactTitle: "Contactez-nous",
    contactIntro: "Fan, célébrité ou marque : nous serions ravis d’avoir de vos nouvelles.",
  },
  business: {
    eyebrow: "Partenariats",
    pageTitle: "Salamu pour les entreprises",
    subheading: "Associez les plus grandes stars d’Afrique à votre marque, à votre événement ou à votre équipe.",
    description:
      "Du lancement de produit à la soirée de fin d’année, une vidéo personnalisée d’une célébrité que votre public adore rend le moment inoubliable. Dites-nous ce que vous avez en tête : notre équipe partenariats trouvera la star idéale et s’occupera de tout.",
    ctaButtonText: "Envoyer une demande",
    section1Title: "Campagnes de marque",
    section1Text:
      "Des dédicaces et de courtes vidéos promotionnelles portées par des voix africaines de confiance, pour vos lancements, vos campagnes sur les réseaux sociaux et vos publicités.",
    section2Title: "Événements d’entreprise",
    section2Text:
      "Ouvrez une conférence, surprenez vos équipes lors d’une réunion générale ou couronnez une soirée de remise de prix avec un message enregistré pour votre public.",
    section3Title: "Reconnaissance des collaborateurs",
    section3Text:
      "Célébrez les grandes étapes, accueillez vos nouvelles recrues et remerciez vos clients avec des vidéos qu’ils partageront pendant des années.",
  },
  contact: {
    eyebrow: "À votre écoute",
    pageTitle: "Nous contacter",
    description:
      "Une question sur une demande, un paiement ou une collaboration avec Salamu ? Écrivez-nous et nous vous répondrons très vite.",
    emailTitle: "Écrivez-nous",
    emailText: "Notre équipe répond généralement sous un jour ouvré.",
    phoneTitle: "Appelez-nous",
    phoneText: "Parlez à un membre de notre équipe d’assistance.",
    phoneHours: "Du lundi au vendredi, de 8 h à 17 h (heure de Lagos, GMT+1)",
    officeTitle: "Rendez-nous visite",
    officeText: "Siège de Salamu",
    officeAddress: "12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria",
    formTitle: "Envoyez-nous un message",
    formDescription: "Tous les champs sont obligatoires.",
    formNameLabel: "Votre nom",
    formNamePlaceholder: "Saisissez votre nom",
    formEmailLabel: "Adresse e-mail",
    formEmailPlaceholder: "Saisissez votre e-mail",
    formSubjectLabel: "Objet",
    formSubjectPlaceholder: "À quel sujet ?",
    formMessageLabel: "Votre message",
    formMessagePlaceholder: "Écrivez votre message ici…",
    formSubmitButton: "Envoyer le message",
    formSubmittingButton: "Envoi en cours…",
    successToastTitle: "Message envoyé !",
    successToastDescription: "Nous avons bien reçu votre message et vous répondrons très bientôt.",
  },
  help: {
    eyebrow: "Assistance",
    pageTitle: "Centre d’aide",
    description: "Tout ce qu’il faut savoir pour réserver, recevoir et partager vos vidéos personnalisées.",
    card1Title: "FAQ",
    card1Text: "Des réponses rapides sur les demandes, la livraison, les remboursements et les paiements.",
    card1LinkText: "Lire la FAQ",
    card2Title: "Conditions et confidentialité",
    card2Text: "Les règles de la plateforme et la façon dont nous protégeons vos données.",
    card2LinkText: "Voir nos conditions",
    card3Title: "Contacter l’assistance",
    card3Text: "Vous ne trouvez pas ce que vous cherchez ? Notre équipe se fera un plaisir de vous aider.",
    card3LinkText: "Nous écrire",
    faqTitle: "Questions fréquentes",
    faq1Question: "Comment demander une vidéo à une célébrité ?",
    faq1Answer:
      "Parcourez nos célébrités et ouvrez le profil de la star de votre choix. Choisissez l’occasion, remplissez le formulaire en indiquant à qui s’adresse la vidéo et ce que vous aimeriez entendre, payez en toute sécurité, puis il ne vous reste plus qu’à attendre votre vidéo.",
    faq2Question: "Combien de temps faut-il pour recevoir ma vidéo ?",
    faq2Answer:
      "Chaque célébrité a {deliveryWindow} à compter de votre paiement pour enregistrer et livrer votre vidéo, et beaucoup vont plus vite. Nous vous prévenons par e-mail dès qu’elle est prête à être regardée, téléchargée et partagée. Si elle n’est pas livrée à temps, la demande expire et vous êtes intégralement remboursé.",
    faq3Question: "Que se passe-t-il si une célébrité refuse ma demande ?",
    faq3Answer:
      "Vous êtes intégralement remboursé, automatiquement, sur votre moyen de paiement d’origine. Vous pouvez demander une vidéo à une autre star quand vous le souhaitez.",
    faq4Question: "Puis-je demander des modifications de ma vidéo ?",
    faq4Answer:
      "Les vidéos sont livrées telles que la célébrité les a enregistrées. En cas de problème important, comme une erreur de prénom ou d’occasion, contactez notre équipe d’assistance et nous vous aiderons.",
    faq5Question: "Quels moyens de paiement acceptez-vous ?",
    faq5Answer:
      "Nous acceptons les principales cartes de crédit et de débit, le mobile money et, dans de nombreux pays, le virement bancaire, le tout traité de façon sécurisée par notre prestataire de paiement. Les prix sont affichés dans votre monnaie locale.",
    stillTitle: "Encore des questions ?",
    stillText: "Notre équipe d’assistance vous répond du lundi au vendredi, de 8 h à 17 h (heure de Lagos).",
    stillButton: "Contacter notre équipe d’assistance",
  },
} satisfies PageTranslations;
