import type { TermsOfSaleText } from '../terms-of-sale-text';

export const it: TermsOfSaleText = {
  title: 'Condizioni generali di vendita',
  description:
    'Le regole d’uso della piattaforma per le coppie e i wedding planner, e le condizioni di vendita dell’abbonamento Premium e dei crediti.',
  contents: 'Indice',
  inForce: 'Versione in vigore dal {date}',
  sections: {
    operator: {
      heading: 'Gestore della piattaforma e contatti',
      paragraphs: [
        'La piattaforma (il sito pubblico di ogni paese, il sito dei progetti delle coppie e l’area fornitori) è pubblicata e gestita dalla società indicata nelle note legali del sito, che ne riportano la denominazione, la forma giuridica, la sede, il numero di iscrizione al registro delle imprese, la partita IVA e il responsabile della pubblicazione. Di seguito è chiamata «il gestore».',
        'Per qualsiasi domanda su queste condizioni, un account, una richiesta o una fattura, chiunque può scrivere al servizio clienti dal proprio account o all’indirizzo della sede del gestore. Il servizio clienti risponde il prima possibile.',
      ],
    },
    definitions: {
      heading: 'Definizioni',
      paragraphs: [
        '«Piattaforma»: i siti e i servizi descritti sopra, su qualsiasi dispositivo.',
        '«Coppia» o «utente»: chiunque prepari un matrimonio o un altro evento e usi la piattaforma per trovare un fornitore.',
        '«Fornitore»: il professionista dell’organizzazione di eventi (wedding planner) che presenta la propria attività sulla piattaforma.',
        '«Progetto»: la descrizione di un evento creata da una coppia (tipo di evento, data, luogo, budget, messaggio). «Richiesta»: l’invio di un progetto a un fornitore.',
        '«Abbonamento Premium» e «crediti»: le offerte a pagamento riservate ai fornitori, descritte più avanti.',
      ],
    },
    purpose: {
      heading: 'Oggetto e accettazione',
      paragraphs: [
        'Queste condizioni stabiliscono le regole d’uso della piattaforma, che mette in contatto le coppie con i fornitori, e le condizioni di vendita delle offerte a pagamento proposte ai fornitori.',
        'La coppia le accetta spuntando l’apposita casella quando crea il proprio profilo; il fornitore, al momento dell’iscrizione e a ogni ordine. La consultazione dei siti pubblici non richiede un account, ma le regole su contenuti, responsabilità e proprietà intellettuale valgono per ogni visitatore.',
        'Si applicano le condizioni pubblicate su questa pagina il giorno dell’uso o dell’ordine; possono essere salvate e stampate.',
      ],
    },
    accounts: {
      heading: 'Account e verifica del numero di telefono',
      paragraphs: [
        'Un account è legato a un numero di cellulare, verificato con un codice di sei cifre inviato via SMS. Il codice è personale, valido per pochi minuti e non va comunicato a nessuno: il gestore non lo chiede mai per telefono né per e-mail.',
        'L’utente fornisce informazioni esatte, aggiornate e che lo riguardano (cognome, nome, indirizzo e-mail, città). Cognome e nome non possono più essere modificati dopo la creazione dell’account; per correggerli, l’utente si rivolge al servizio clienti.',
        'Ognuno è responsabile dell’uso del proprio account e del proprio telefono e avvisa senza indugio il servizio clienti in caso di smarrimento del telefono o di uso fraudolento. Il gestore può sospendere un account con informazioni palesemente false o che viola queste condizioni, dopo averne informato il titolare, salvo urgenza.',
        'L’account può essere eliminato in qualsiasi momento, dalle sue impostazioni o con una semplice richiesta al servizio clienti.',
      ],
    },
    couples: {
      heading: 'Il servizio per le coppie',
      paragraphs: [
        'La piattaforma è gratuita per le coppie: consultare l’elenco, creare un progetto, inviare richieste e ricevere risposte non costa nulla, e non viene chiesto alcun mezzo di pagamento.',
        'La coppia sceglie i fornitori a cui inviare il proprio progetto; la piattaforma può suggerire altri fornitori adatti al progetto. Un progetto è trasmesso solo ai fornitori che la coppia contatta. Per evitare abusi, il numero di richieste inviate al giorno è limitato.',
        'Nell’elenco, i fornitori sono ordinati dal più vicino al più lontano quando si cerca una città; altrimenti compaiono prima i membri Premium, poi i fornitori attivi più di recente. Un membro Premium è indicato come tale.',
        'La piattaforma è un intermediario: non è parte del contratto che la coppia conclude eventualmente con un fornitore, che fissa liberamente prezzi, servizi e condizioni. I prezzi indicati sui siti (organizzazione completa da 4.000 €, organizzazione parziale da 2.000 €, coordinamento del giorno del matrimonio da 1.500 €) sono ordini di grandezza che non vincolano né il gestore né i fornitori.',
      ],
    },
    planners: {
      heading: 'Offerte a pagamento per i fornitori',
      paragraphs: [
        'L’iscrizione come fornitore e la presentazione del profilo nell’elenco sono gratuite. Le offerte a pagamento sono riservate ai professionisti che agiscono per la propria attività: l’abbonamento Premium, che mette in evidenza il profilo e dà accesso a funzioni aggiuntive, e i crediti, che sbloccano le richieste ricevute.',
        'Prezzi: i prezzi dell’abbonamento Premium e dei crediti sono quelli mostrati nell’area fornitori al momento dell’ordine, in euro, IVA esclusa e inclusa. Il prezzo di un abbonamento in corso non cambia prima del rinnovo; un nuovo prezzo si applica solo a un rinnovo annunciato con almeno trenta giorni di anticipo, e il fornitore può disdire nel frattempo.',
        'Durata, rinnovo e disdetta: l’abbonamento Premium dura un mese e si rinnova automaticamente per la stessa durata. Il fornitore può disdirlo in qualsiasi momento dalla propria area; la disdetta ha effetto alla fine del periodo in corso, già pagato, senza rimborso pro rata. Il gestore può risolvere un abbonamento in caso di grave violazione di queste condizioni, dopo una diffida rimasta senza effetto per quindici giorni.',
        'Crediti: i crediti sono validi dodici mesi dall’acquisto. Un credito usato per sbloccare una richiesta non è rimborsabile; i crediti non usati non sono né cambiati né rimborsati, salvo se il gestore chiude l’account senza colpa del fornitore.',
        'Pagamento: il pagamento avviene online, con carta, tramite il fornitore di servizi di pagamento del gestore, che è il solo a trattare i dati della carta. L’abbonamento si paga all’inizio di ogni periodo, i crediti all’ordine, e ogni fattura è disponibile nell’area fornitori. Se il pagamento di un rinnovo non riesce, i vantaggi Premium sono sospesi fino alla regolarizzazione.',
      ],
    },
    obligations: {
      heading: 'Obblighi degli utenti e contenuti vietati',
      paragraphs: [
        'Ognuno usa la piattaforma in buona fede e nel rispetto della legge. I fornitori pubblicano informazioni esatte sulla propria impresa, sui propri servizi e prezzi, dispongono delle autorizzazioni necessarie alla propria attività e rispondono alle richieste con diligenza.',
        'Sono vietati in particolare: i contenuti falsi o ingannevoli, illeciti, diffamatori, offensivi, discriminatori, violenti o a carattere sessuale; i contenuti che ledono i diritti altrui (immagini, marchi, vita privata); la pubblicità non richiesta e il contatto degli utenti per scopi diversi dal loro progetto; la raccolta automatizzata di dati, il furto d’identità e l’aggiramento delle misure di sicurezza o dei limiti di invio.',
        'Ogni contenuto illecito può essere segnalato al servizio clienti, indicando dove si trova e perché viene segnalato. Il gestore esamina ogni segnalazione, può rimuovere un contenuto o sospendere un account, e comunica alla persona interessata la propria decisione e i motivi, che questa può contestare presso il servizio clienti.',
      ],
    },
    reviews: {
      heading: 'Recensioni e testimonianze',
      paragraphs: [
        'Una recensione su un fornitore può essere lasciata solo da una coppia che lo ha contattato tramite la piattaforma, per un servizio realmente prestato; è pubblicata con la sua data. Il gestore non paga alcuna recensione e non ne modifica il contenuto.',
        'Prima della pubblicazione, il gestore verifica che la recensione provenga da un account che ha inviato una richiesta a quel fornitore. Può rifiutare o rimuovere una recensione contraria a queste condizioni (contenuto vietato, conflitto di interessi, recensione estranea al servizio). Il fornitore può rispondere pubblicamente a una recensione e segnalarne una che ritiene illecita.',
        'Le testimonianze presentate sui siti sono pubblicate con il consenso dei loro autori.',
      ],
    },
    liability: {
      heading: 'Responsabilità',
      paragraphs: [
        'Il gestore adotta misure ragionevoli per garantire l’accesso alla piattaforma e la sicurezza dei dati, senza garantire un servizio ininterrotto: possono verificarsi interruzioni per manutenzione o in caso di guasto.',
        'Ogni fornitore è l’unico responsabile delle informazioni del proprio profilo e dei servizi che presta. Il gestore non garantisce né la disponibilità di un fornitore, né la risposta a una richiesta, né l’esecuzione del contratto concluso tra una coppia e un fornitore.',
        'Nei confronti di un fornitore, la responsabilità del gestore è limitata ai danni diretti e prevedibili, entro gli importi pagati da quel fornitore negli ultimi dodici mesi. Tali limiti non si applicano in caso di dolo o colpa grave, ai danni alla persona né ai diritti che la legge garantisce ai consumatori.',
      ],
    },
    'intellectual-property': {
      heading: 'Proprietà intellettuale',
      paragraphs: [
        'La piattaforma, la sua struttura, i suoi testi, loghi, banche dati e software sono protetti e appartengono al gestore o a chi gliene ha concesso l’uso. È vietata qualsiasi riproduzione o estrazione sostanziale senza autorizzazione scritta.',
        'Il fornitore garantisce di detenere i diritti sui testi, le foto e i video che pubblica. Concede al gestore, per la durata della sua presenza sulla piattaforma, una licenza gratuita e non esclusiva per riprodurli, adattarli al formato delle pagine e mostrarli sulla piattaforma e nella sua promozione, in tutti i paesi in cui è offerta.',
      ],
    },
    'personal-data': {
      heading: 'Dati personali',
      paragraphs: [
        'Il gestore tratta i dati personali degli utenti in qualità di titolare del trattamento, in conformità al Regolamento generale sulla protezione dei dati (GDPR). Il numero di telefono serve a verificare l’account via SMS; i dati di un progetto sono trasmessi solo ai fornitori che la coppia contatta, che li trattano poi sotto la propria responsabilità.',
        'Le finalità, le basi giuridiche, i tempi di conservazione, i destinatari e i diritti di ciascuno (accesso, rettifica, cancellazione, limitazione, opposizione, portabilità, reclamo all’autorità di controllo) sono descritti nell’informativa sulla privacy della piattaforma. Tali diritti si esercitano presso il servizio clienti.',
      ],
    },
    withdrawal: {
      heading: 'Diritto di recesso',
      paragraphs: [
        'I servizi offerti alle coppie sono gratuiti: non viene chiesto loro alcun pagamento, e possono smettere di usarli ed eliminare il proprio account in qualsiasi momento.',
        'Le offerte a pagamento sono riservate ai professionisti, che non godono del diritto di recesso dei consumatori, salvo quando la legge loro applicabile lo concede. In tal caso si esercita entro quattordici giorni dall’ordine, con una dichiarazione inviata al servizio clienti; il fornitore che ha chiesto che l’abbonamento inizi prima della fine di tale termine paga la parte del servizio già prestata, e i crediti già usati non sono rimborsati.',
      ],
    },
    changes: {
      heading: 'Modifica delle condizioni',
      paragraphs: [
        'Il gestore può modificare queste condizioni per seguire l’evoluzione della piattaforma o della legge. I titolari di un account sono informati di ogni modifica importante almeno trenta giorni prima della sua entrata in vigore, per e-mail o nella propria area; il fornitore che la rifiuta può disdire l’abbonamento senza costi prima di tale data.',
        'Un ordine resta regolato dalle condizioni accettate al momento dell’ordine, fino al rinnovo successivo.',
      ],
    },
    disputes: {
      heading: 'Legge applicabile, mediazione e controversie',
      paragraphs: [
        'Queste condizioni sono regolate dalla legge del paese in cui il gestore ha la sede. Il consumatore conserva la protezione delle norme imperative della legge del paese in cui risiede.',
        'In caso di difficoltà, l’utente scrive prima al servizio clienti per cercare una soluzione amichevole. In mancanza di accordo entro due mesi, il consumatore può rivolgersi gratuitamente all’organismo di risoluzione alternativa delle controversie a cui aderisce il gestore, i cui recapiti sono indicati nelle note legali.',
        'In mancanza di una soluzione amichevole, la controversia è portata davanti ai giudici competenti; il consumatore può adire il giudice del luogo in cui risiede. Tra professionisti sono competenti in via esclusiva i giudici della sede del gestore.',
      ],
    },
    version: {
      heading: 'Versione ed entrata in vigore',
      paragraphs: [
        'Questa versione delle condizioni generali è in vigore dal {date} e sostituisce le precedenti, che restano disponibili su richiesta presso il servizio clienti.',
      ],
    },
  },
};
